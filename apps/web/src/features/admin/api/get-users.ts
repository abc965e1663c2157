// GET /users and GET /users/{role}: the admin's user lists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, User } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

/** Which list: everyone, or one role. */
export type UserListKind = 'all' | Role;

export async function getUsers(kind: UserListKind): Promise<User[]> {
  const { data } = await api.get<User[]>(kind === 'all' ? '/users' : `/users/${kind}`);
  return data;
}

export const usersQueryOptions = (kind: UserListKind) =>
  queryOptions({
    queryKey: ['users', kind],
    queryFn: () => getUsers(kind),
    meta: { errorToast: 'Could not load the users' },
  });

export function useUsers(kind: UserListKind) {
  return useQuery(usersQueryOptions(kind));
}
