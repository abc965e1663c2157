// The heart's press: keeps a listing or lets it go. Every heart of that listing changes at once
// (optimistically, in the ids' cache) and goes back, with the API's reason in a toast, if it refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type FavouriteIds } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { addFavourite } from '../api/add-favourite';
import { removeFavourite } from '../api/remove-favourite';

export interface ToggleFavourite {
  productId: string;
  /** true: keep it; false: let it go. */
  favourite: boolean;
}

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const email = useAuth().user?.email ?? '';
  const key = queryKeys.favourites.ids(email);
  return useMutation({
    mutationFn: ({ productId, favourite }: ToggleFavourite) => (favourite ? addFavourite(productId) : removeFavourite(productId)),
    onMutate: async ({ productId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FavouriteIds>(key);
      const others = (before?.ids ?? []).filter((id) => id !== productId);
      queryClient.setQueryData<FavouriteIds>(key, { ids: favourite ? [productId, ...others] : others });
      return { before };
    },
    onError: (err, _vars, context) => {
      queryClient.setQueryData(key, context?.before);
      toast.error(apiErrorMessage(err));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all() });
    },
  });
}
