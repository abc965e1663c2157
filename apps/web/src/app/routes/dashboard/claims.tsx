import { ClaimsQueue } from '@/features/bookings/components/claims-queue';

export function Component() {
  return <ClaimsQueue />;
}
