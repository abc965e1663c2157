import { MyFavourites } from '@/features/favourites/components/my-favourites';

export function Component() {
  return <MyFavourites />;
}
