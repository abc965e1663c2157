// POST /offers/{id}/accept: the side whose turn it is takes the amount on the table: the deal starts at that price (its bookingId).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Offer } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function acceptOffer(id: string): Promise<Offer> {
  return (await api.post<Offer>(`/offers/${encodeURIComponent(id)}/accept`, {})).data;
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    // A deal began: the offers, the buyer's orders and the seller's sales all change.
    onSuccess: () =>
      Promise.all([queryKeys.offers.all(), queryKeys.bookings.all(), queryKeys.sales.all()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
