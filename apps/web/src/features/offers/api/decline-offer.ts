// POST /offers/{id}/decline: the side whose turn it is says no.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Offer } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function declineOffer(id: string): Promise<Offer> {
  return (await api.post<Offer>(`/offers/${encodeURIComponent(id)}/decline`, {})).data;
}

export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.offers.all() }),
  });
}
