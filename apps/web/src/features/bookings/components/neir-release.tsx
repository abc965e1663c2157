// The seller's part of the meet-up for a phone: de-register it from their NID in NEIR (BTRC), then
// say so. Until then the API refuses the buyer's handover code, so the code form waits for it.
import { useTranslation } from 'react-i18next';
import { NEIR, type Booking } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { useReleaseFromNeir } from '../api/release-from-neir';
import { BookingStepButton } from './booking-step-button';

export function NeirRelease({ booking, canRelease }: { booking: Booking; canRelease: boolean }) {
  const { t } = useTranslation('deals');
  const release = useReleaseFromNeir();
  if (!booking.neirReleaseNeeded) return null;
  if (booking.neirReleasedAt) {
    return <p className="text-sm">{t('neir.released', { date: formatDateTime(booking.neirReleasedAt) })}</p>;
  }
  if (!canRelease) return null;
  return (
    <section aria-labelledby={`neir-${booking._id}`} className="space-y-2 rounded-box border border-warning/60 bg-warning/10 p-3">
      <h2 id={`neir-${booking._id}`} className="font-semibold">
        {t('neir.releaseHeading')}
      </h2>
      <p className="text-sm">{t('neir.releaseWhy')}</p>
      <ol className="list-decimal space-y-1 ps-5 text-sm">
        <li>{t('neir.releaseUssd', { ussd: NEIR.releaseUssd })}</li>
        <li>
          {t('neir.releasePortal')}{' '}
          <a href={NEIR.portal} className="link" target="_blank" rel="noreferrer">
            {NEIR.portal.replace('https://', '')}
          </a>
        </li>
      </ol>
      <p className="text-sm">{t('neir.codeWaits')}</p>
      <BookingStepButton step={release} bookingId={booking._id} done={t('neir.releasedToast', { device: booking.device })} className="btn btn-warning btn-sm">
        {t('neir.releaseButton')}
      </BookingStepButton>
    </section>
  );
}
