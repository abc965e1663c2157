// The booking modal (spec §2), opened by Book Now. The form loads with the first opening (a
// signed-in buyer's page fetches it ahead, while idle): a visitor browsing cards never downloads it.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneListing } from '@mobile-planet/shared';
import { Modal } from '@/components/ui/modal';
import { SpinnerBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { whenIdle } from '@/lib/when-idle';

export type BookablePhone = Pick<PhoneListing, '_id' | 'deviceName' | 'resalePrice'>;

interface BookingModalProps {
  phone: BookablePhone | null;
  onClose: () => void;
}

const loadBookingForm = () => import('./booking-form');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

export function BookingModal({ phone, onClose }: BookingModalProps) {
  const { t } = useTranslation(['booking', 'common']);
  const { user } = useAuth();
  // Only a signed-in buyer can open it (others go to /login first): fetch the form for them early.
  useEffect(() => {
    if (!user) return;
    return whenIdle(() => void loadBookingForm().catch(() => undefined)); // a failure shows when the modal opens
  }, [user]);
  return (
    <Modal open={phone !== null} onClose={onClose} title={phone ? t('title', { device: phone.deviceName }) : t('titleEmpty')}>
      {phone ? (
        <Suspense fallback={<SpinnerBlock />}>
          <BookingForm key={phone._id} phone={phone} onDone={onClose} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
