import { MyOrders } from '@/features/orders/components/my-orders';

export function Component() {
  return <MyOrders />;
}
