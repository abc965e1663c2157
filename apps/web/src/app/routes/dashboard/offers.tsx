import { OffersPage } from '@/features/offers/components/offers-page';

export function Component() {
  return <OffersPage />;
}
