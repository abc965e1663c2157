// /dashboard/deals/{id}: keyed by the booking, so another one starts with its own forms and thread.
import { useParams } from 'react-router-dom';
import { BookingScreen } from '@/features/bookings/components/booking-screen';

export function Component() {
  const id = useParams().id ?? '';
  return <BookingScreen key={id} id={id} />;
}
