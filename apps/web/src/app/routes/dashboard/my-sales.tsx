import { MySales } from '@/features/bookings/components/my-sales';

export function Component() {
  return <MySales />;
}
