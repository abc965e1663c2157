// The one numbered users table behind All Users, All Admin, All Sellers and All Buyers (spec §2).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@mobile-planet/shared';
import { formatNumber } from '@/lib/format';
import { WideTable } from '@/components/ui/wide-table';

interface UsersTableProps {
  caption: string;
  users: User[];
  /** The row's action cell (Make Admin, Delete User); no column when omitted. */
  renderAction?: (user: User) => ReactNode;
}

export function UsersTable({ caption, users, renderAction }: UsersTableProps) {
  // Subscribed to the language: the row numbers are in the reader's digits.
  useTranslation();
  return (
    <>
      {/* Phones: the same numbered rows as cards; a long email needs the full width. */}
      <ol className="space-y-3 md:hidden" aria-label={caption}>
        {users.map((user, index) => (
          <li key={user._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <div className="flex items-start gap-3">
              <span className="w-6 shrink-0 font-semibold text-base-content/70">{formatNumber(index + 1)}</span>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-semibold">{user.name}</p>
                <p className="break-all text-sm text-base-content/70">{user.email}</p>
                <RoleBadge role={user.role} />
              </div>
            </div>
            {renderAction && <div className="mt-3 flex justify-end empty:hidden">{renderAction(user)}</div>}
          </li>
        ))}
      </ol>
      <UsersGrid caption={caption} users={users} renderAction={renderAction} />
    </>
  );
}

function UsersGrid({ caption, users, renderAction }: UsersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <WideTable
      caption={caption}
      from="md"
      zebra
      columns={[
        { label: t('columns.number') },
        { label: t('columns.name') },
        { label: t('columns.email') },
        { label: t('columns.role') },
        ...(renderAction ? [{ label: t('columns.action'), hidden: true }] : []),
      ]}
    >
      {users.map((user, index) => (
        <tr key={user._id}>
          <th scope="row">{formatNumber(index + 1)}</th>
          <td className="min-w-32 font-medium">{user.name}</td>
          <td className="break-all">{user.email}</td>
          <td>
            <RoleBadge role={user.role} />
          </td>
          {renderAction && <td className="text-right">{renderAction(user)}</td>}
        </tr>
      ))}
    </WideTable>
  );
}

const ROLE_BADGE: Record<User['role'], string> = {
  Admin: 'badge-primary',
  Seller: 'badge-warning',
  Buyer: 'badge-accent',
};

function RoleBadge({ role }: { role: User['role'] }) {
  const { t } = useTranslation('common');
  return <span className={`badge badge-soft ${ROLE_BADGE[role] ?? ''}`}>{t(`roles.${role}`)}</span>;
}
