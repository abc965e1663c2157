// POST /offers/{id}/counter: the side whose turn it is names another amount, within the listing's bounds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Offer } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function counterOffer({ id, amount }: { id: string; amount: number }): Promise<Offer> {
  return (await api.post<Offer>(`/offers/${encodeURIComponent(id)}/counter`, { amount })).data;
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: counterOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() }),
  });
}
