// Who is on the other side of the booking. The buyer sees the seller (their public page, their number
// and where the listing is, to meet); the seller sees how to reach the buyer; an Admin sees both.
import { useTranslation } from 'react-i18next';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { Link } from '@/components/ui/link';

export function BookingParties({ booking, side }: { booking: Booking; side: BookingSide }) {
  const { t } = useTranslation('deals');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {side !== 'seller' && (
        <>
          <dt className="text-base-content/70">{t('parties.seller')}</dt>
          <dd>
            {booking.sellerId ? (
              <Link to={`/seller/${encodeURIComponent(booking.sellerId)}`} className="link link-primary">
                {booking.sellerName}
              </Link>
            ) : (
              booking.sellerName
            )}
          </dd>
          {booking.sellerContact ? (
            <>
              <dt className="text-base-content/70">{t('parties.sellerContact')}</dt>
              <dd>
                <a href={`tel:${booking.sellerContact}`} className="link">
                  {booking.sellerContact}
                </a>
              </dd>
            </>
          ) : null}
          {booking.meetingPlace ? (
            <>
              <dt className="text-base-content/70">{t('parties.meetingPlace')}</dt>
              <dd className="break-words">{booking.meetingPlace}</dd>
            </>
          ) : null}
        </>
      )}
      {side !== 'buyer' && (
        <>
          <dt className="text-base-content/70">{t('parties.buyer')}</dt>
          <dd>{booking.name}</dd>
          {side === 'admin' && (
            <>
              <dt className="text-base-content/70">{t('parties.buyerEmail')}</dt>
              <dd className="break-all">{booking.email}</dd>
            </>
          )}
          <dt className="text-base-content/70">{t('parties.contact')}</dt>
          <dd>
            <a href={`tel:${booking.contact}`} className="link">
              {booking.contact}
            </a>
          </dd>
          <dt className="text-base-content/70">{t('parties.location')}</dt>
          <dd className="break-words">{booking.location}</dd>
        </>
      )}
    </dl>
  );
}
