import { UserList } from '@/features/admin/components/user-list';

export function Component() {
  return <UserList title="All Buyers" kind="Buyer" action="delete" />;
}
