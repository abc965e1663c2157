import { ClaimsQueue } from '@/features/deals/components/claims-queue';

export function Component() {
  return <ClaimsQueue />;
}
