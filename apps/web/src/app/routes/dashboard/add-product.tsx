import { AddProduct } from '@/features/products/components/add-product';

export function Component() {
  return <AddProduct />;
}
