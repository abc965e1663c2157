import { UserList } from '@/features/admin/components/user-list';

export function Component() {
  return <UserList title="All Users" kind="all" action="make-admin" />;
}
