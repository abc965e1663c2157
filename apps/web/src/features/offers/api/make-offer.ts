// POST /products/{id}/offers: the signed-in buyer's price for a listing (its seller is told).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Offer } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function makeOffer({ productId, amount }: { productId: string; amount: number }): Promise<Offer> {
  return (await api.post<Offer>(`/products/${encodeURIComponent(productId)}/offers`, { amount })).data;
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeOffer,
    // The listing's own offer and the Offers page both show it now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() }),
  });
}
