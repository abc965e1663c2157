// One admin screen: a heading, a user list from the API, and that list's row action.
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { type User } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteUser } from '../api/delete-user';
import { useUsers, type UserListKind } from '../api/get-users';
import { useMakeAdmin } from '../api/make-admin';
import { UsersTable } from './users-table';

type UserListAction = 'make-admin' | 'delete' | 'none';

interface UserListProps {
  title: string;
  kind: UserListKind;
  action: UserListAction;
}

export function UserList({ title, kind, action }: UserListProps) {
  const { t } = useTranslation(['admin', 'common']);
  const users = useUsers(kind);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {users.isPending ? (
        <Spinner />
      ) : users.isError ? (
        <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.length === 0 ? (
        <p className="text-base-content/70">{t('empty')}</p>
      ) : action === 'make-admin' ? (
        <MakeAdminTable title={title} users={users.data} />
      ) : action === 'delete' ? (
        <DeleteUserTable title={title} users={users.data} />
      ) : (
        <UsersTable caption={title} users={users.data} />
      )}
      <LoadMoreButton hasNextPage={users.hasNextPage} isFetchingNextPage={users.isFetchingNextPage} fetchNextPage={users.fetchNextPage} />
    </section>
  );
}

function MakeAdminTable({ title, users }: { title: string; users: User[] }) {
  const { t } = useTranslation(['admin', 'common']);
  const makeAdmin = useMakeAdmin();

  const promote = (user: User) =>
    makeAdmin.mutate(user._id, {
      onSuccess: (result) => {
        if (result.modifiedCount > 0) toast.success(t('admin:madeAdmin'));
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });

  return (
    <UsersTable
      caption={title}
      users={users}
      renderAction={(user) => {
        if (user.role === 'Admin') return null;
        const pending = makeAdmin.isPending && makeAdmin.variables === user._id;
        // Named by its visible words (WCAG 2.5.3, so saying "Make Admin" presses it); whom it is
        // for is its description.
        const whoId = `make-admin-${user._id}`;
        return (
          <>
            <button
              type="button"
              className="btn btn-primary btn-sm whitespace-nowrap"
              disabled={pending}
              onClick={() => promote(user)}
              aria-describedby={whoId}
            >
              {pending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t('makeAdmin')}
            </button>
            <span id={whoId} hidden>
              {user.name}
            </span>
          </>
        );
      }}
    />
  );
}

function DeleteUserTable({ title, users }: { title: string; users: User[] }) {
  const { t } = useTranslation(['admin', 'common']);
  const deleteUser = useDeleteUser();
  const [toDelete, setToDelete] = useState<User | null>(null);

  const confirm = () => {
    if (!toDelete) return;
    deleteUser.mutate(toDelete.email, {
      onSuccess: (result) => {
        if (result.deletedCount > 0) toast.success(t('admin:userRemoved'));
        setToDelete(null);
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });
  };

  return (
    <>
      <UsersTable
        caption={title}
        users={users}
        renderAction={(user) => (
          <button
            type="button"
            className="btn btn-error btn-outline btn-sm whitespace-nowrap"
            onClick={() => setToDelete(user)}
            aria-label={t('deleteUserNamed', { name: user.name })}
          >
            {t('deleteUser')}
          </button>
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('admin:deleteUserConfirm')}
        message={toDelete ? t('deleteUserMessage', { name: toDelete.name, email: toDelete.email }) : undefined}
        confirmLabel={t('deleteUser')}
        pending={deleteUser.isPending}
        onConfirm={confirm}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
