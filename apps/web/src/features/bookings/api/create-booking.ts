import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { queryKeys } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

interface CreateBookingInput {
  productId: string;
  contact: string;
  location: string;
}

interface CreateBookingResult {
  acknowledged: boolean;
  insertedId?: string;
  booking?: Booking;
}

/** POST /bookings: the server takes name, email, device and price from the token and the listing. */
async function createBooking(input: CreateBookingInput): Promise<CreateBookingResult> {
  return (await api.post<CreateBookingResult>('/bookings', input)).data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The buyer's order list (dashboard) now has one more row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all() }),
  });
}
