// /dashboard/addProduct: the form, with the price guide of what is being listed beside the price.
import { AddProduct } from '@/features/products/components/add-product';
import { PriceGuideHint } from '@/features/price-guide/components/price-guide-hint';

export function Component() {
  return <AddProduct priceGuide={(device) => <PriceGuideHint {...device} />} />;
}
