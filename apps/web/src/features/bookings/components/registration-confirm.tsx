// After the handover of a phone, the buyer puts their SIM in and confirms it registered under their
// own NID; one that won't register (or is blocked) is a warranty claim with its own reason.
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { useConfirmRegistered } from '../api/confirm-registered';
import { BookingStepButton } from './booking-step-button';

export function RegistrationConfirm({ booking }: { booking: Booking }) {
  const { t } = useTranslation('deals');
  const confirm = useConfirmRegistered();
  if (!booking.neirReleaseNeeded) return null;
  if (booking.registeredAt) return <p className="text-sm">{t('neir.registered', { date: formatDateTime(booking.registeredAt) })}</p>;
  if (booking.status !== 'handed_over') return null;
  return (
    <div className="space-y-2">
      <p className="text-sm">{t('neir.registerQuestion')}</p>
      <BookingStepButton step={confirm} bookingId={booking._id} done={t('neir.registeredToast')} className="btn btn-outline btn-sm">
        {t('neir.registerButton')}
      </BookingStepButton>
      <p className="text-sm text-base-content/70">{t('neir.wontRegister')}</p>
    </div>
  );
}
