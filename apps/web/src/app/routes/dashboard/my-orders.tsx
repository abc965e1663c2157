import { MyOrders } from '@/features/bookings/components/my-orders';

export function Component() {
  return <MyOrders />;
}
