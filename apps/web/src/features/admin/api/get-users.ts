// GET /users and GET /users/{role}: the admin's user lists, oldest first; one page at a time, the
// next named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Role, User } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

/** Which list: everyone, or one role. */
export type UserListKind = 'all' | Role;

function getUsers(kind: UserListKind, cursor: string | null = null): Promise<LinkedPage<User>> {
  return getLinkedPage<User>(kind === 'all' ? '/users' : `/users/${kind}`, { cursor });
}

const usersQueryOptions = (kind: UserListKind) =>
  linkedListQueryOptions(queryKeys.users.list(kind), (cursor) => getUsers(kind, cursor), i18n.t('admin:couldNotLoad'));

export function useUsers(kind: UserListKind) {
  return useInfiniteQuery(usersQueryOptions(kind));
}
