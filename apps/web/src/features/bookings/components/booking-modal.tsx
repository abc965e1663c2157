// The booking modal (spec §2), opened by Book Now. Once booked it says what comes next: the booking
// lapses unpaid, so it offers Pay now straight away (issue 24, item 3). The form loads with the
// first opening (a signed-in buyer's page fetches it ahead, while idle): a visitor browsing cards
// never downloads it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { Modal } from '@/components/ui/modal';
import { SpinnerBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { whenIdle } from '@/lib/when-idle';
import type { BookablePhone } from '../types/bookable-phone';
import { BookedNextStep } from './booked-next-step';

export type { BookablePhone };

interface BookingModalProps {
  phone: BookablePhone | null;
  onClose: () => void;
}

const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

export function BookingModal({ phone, onClose }: BookingModalProps) {
  const { t } = useTranslation(['booking', 'common']);
  const { user } = useAuth();
  const [booked, setBooked] = useState<Booking | null>(null);
  // Only a signed-in buyer can open it (others go to /login first): fetch the form for them early.
  useEffect(() => {
    if (!user) return;
    return whenIdle(() => void loadBookingForm().catch(() => undefined)); // a failure shows when the modal opens
  }, [user]);
  const close = () => {
    setBooked(null);
    onClose();
  };
  const title = booked ? t('next.title') : phone ? t('title', { device: phone.deviceName }) : t('titleEmpty');
  return (
    <Modal open={phone !== null} onClose={close} title={title}>
      {booked ? (
        <BookedNextStep booking={booked} onLater={close} />
      ) : phone ? (
        <Suspense fallback={<SpinnerBlock />}>
          <BookingForm key={phone._id} phone={phone} onBooked={setBooked} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
