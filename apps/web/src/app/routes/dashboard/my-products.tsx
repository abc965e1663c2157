import { MyProducts } from '@/features/products/components/my-products';

export function Component() {
  return <MyProducts />;
}
