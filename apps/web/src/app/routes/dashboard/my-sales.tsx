import { MySales } from '@/features/deals/components/my-sales';

export function Component() {
  return <MySales />;
}
