import { UserList } from '@/features/admin/components/user-list';

export function Component() {
  return <UserList title="All Sellers" kind="Seller" action="delete" />;
}
