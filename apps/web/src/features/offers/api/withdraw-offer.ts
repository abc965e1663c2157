// POST /offers/{id}/withdraw: either side walks away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Offer } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function withdrawOffer(id: string): Promise<Offer> {
  return (await api.post<Offer>(`/offers/${encodeURIComponent(id)}/withdraw`, {})).data;
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() }),
  });
}
