// /price-guide: the public price guide.
import { PriceGuidePage } from '@/features/price-guide/components/price-guide-page';

export function Component() {
  return <PriceGuidePage />;
}
