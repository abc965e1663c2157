// /dashboard/my-products/{id}/edit: a listing's edit form, with the price guide beside the price as when adding.
import { useParams } from 'react-router-dom';
import { EditProduct } from '@/features/products/components/edit-product';
import { PriceGuideHint } from '@/features/price-guide/components/price-guide-hint';

export function Component() {
  const { id = '' } = useParams();
  return <EditProduct id={id} priceGuide={(device) => <PriceGuideHint {...device} />} />;
}
