// /dashboard/payment/{id}: the booking is loaded by the route loader, before the screen renders
// (spec §2). A failed load becomes a route error response carrying the server's message.
import { toast } from '@/lib/toast';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Booking } from '@mobile-planet/shared';
import { apiErrorMessage, isApiRequestError } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { queryClient } from '@/lib/query-client';
import { bookingQueryOptions } from '@/lib/get-booking';
import { PaymentScreen } from '@/features/payment/components/payment-screen';

export async function loader({ params }: LoaderFunctionArgs): Promise<Booking | null> {
  // Loaders run before RequireAuth renders. Signed out, there is nothing to load: RequireAuth
  // sends the visitor to /login, and after signing in they come back and this runs again.
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  const id = params.id ?? '';
  try {
    return await queryClient.fetchQuery(bookingQueryOptions(id));
  } catch (err) {
    const status = isApiRequestError(err) ? (err.status ?? 503) : 500;
    const message = apiErrorMessage(err);
    toast.error(message, { id: `booking-load:${id}` });
    throw data(message, { status, statusText: message });
  }
}

export function Component() {
  const booking = useLoaderData<typeof loader>();
  if (!booking) return null;
  // Keyed by booking: a different booking is a new payment, with its own intent and state.
  return <PaymentScreen key={booking._id} booking={booking} />;
}
