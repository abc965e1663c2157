// /dashboard/my-sales: the bookings on the seller's listings, newest first: who booked, how to
// reach them, where the booking stands, and for a paid one the handover code entry right here.
import { Trans, useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { canTake, bookingNextStep } from '@/lib/booking-status';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Price } from '@/components/ui/price';
import { LoadingScreen } from '@/components/ui/spinner';
import { WideTable } from '@/components/ui/wide-table';
import { useSales } from '../api/get-sales';
import { HandoverForm } from './handover-form';
import { OpenBookingLink } from './open-booking-link';
import { Link } from '@/components/ui/link';

export function MySales() {
  const { t } = useTranslation('deals');
  const { user } = useAuth();
  const me = useCurrentUser();
  const isBuyer = me.data?.role === 'Buyer';
  // A Buyer sells nothing and GET /sales would answer 403: do not ask.
  const sales = useSales(user?.email, { enabled: me.isSuccess && !isBuyer });

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('sales.title')}</h1>
      {me.isError ? (
        <QueryErrorAlert error={me.error} onRetry={() => void me.refetch()} />
      ) : isBuyer ? (
        <p role="note" className="alert alert-info alert-soft">
          <Trans t={t} i18nKey="sales.buyerNote" components={{ orders: <Link to="/dashboard/my-orders" className="link" /> }} />
        </p>
      ) : sales.isError ? (
        <QueryErrorAlert error={sales.error} onRetry={() => void sales.refetch()} />
      ) : sales.isPending ? (
        <LoadingScreen title={t('sales.title')} />
      ) : sales.data.length === 0 ? (
        <p className="text-base-content/70">
          {t('sales.empty')}{' '}
          <Link to="/dashboard/my-products" className="link link-primary">
            {t('sales.seeProducts')}
          </Link>
        </p>
      ) : (
        <>
          <SalesCards sales={sales.data} />
          <SalesTable sales={sales.data} />
          <LoadMoreButton hasNextPage={sales.hasNextPage} isFetchingNextPage={sales.isFetchingNextPage} fetchNextPage={sales.fetchNextPage} />
        </>
      )}
    </section>
  );
}

/** Phones: one card per sale, so nothing hides behind a sideways scroll. */
function SalesCards({ sales }: { sales: Booking[] }) {
  const { t } = useTranslation('deals');
  return (
    <ul className="space-y-3 md:hidden" aria-label={t('sales.title')}>
      {sales.map((sale) => (
        <li key={sale._id} className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold leading-snug">{sale.device}</p>
            <Price amount={sale.price} className="whitespace-nowrap font-semibold" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-base-content/70">{t('sales.buyer')}</dt>
            <dd>{sale.name}</dd>
            <dt className="text-base-content/70">{t('sales.contact')}</dt>
            <dd>
              <a href={`tel:${sale.contact}`} className="link">
                {sale.contact}
              </a>
            </dd>
            <dt className="text-base-content/70">{t('sales.location')}</dt>
            <dd className="break-words">{sale.location}</dd>
          </dl>
          <SaleStatus sale={sale} />
          {canTake(sale, 'seller', 'handover') && <HandoverForm booking={sale} />}
          <div className="flex justify-end">
            <OpenBookingLink booking={sale} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SalesTable({ sales }: { sales: Booking[] }) {
  const { t } = useTranslation('deals');
  return (
    <WideTable
      caption={t('sales.title')}
      from="md"
      columns={[
        { label: t('sales.device') },
        { label: t('sales.price') },
        { label: t('sales.buyer') },
        { label: t('sales.status') },
        { label: t('sales.actions'), hidden: true },
      ]}
    >
      {sales.map((sale) => (
        <tr key={sale._id}>
          <td className="min-w-32 font-medium">{sale.device}</td>
          <td className="whitespace-nowrap">
            <Price amount={sale.price} />
          </td>
          <td className="min-w-36">
            <p>{sale.name}</p>
            <p className="whitespace-nowrap text-sm">
              <a href={`tel:${sale.contact}`} className="link">
                {sale.contact}
              </a>
            </p>
            <p className="text-sm text-base-content/70">{sale.location}</p>
          </td>
          <td className="min-w-56 space-y-3">
            <SaleStatus sale={sale} />
            {canTake(sale, 'seller', 'handover') && <HandoverForm booking={sale} />}
          </td>
          <td>
            <OpenBookingLink booking={sale} />
          </td>
        </tr>
      ))}
    </WideTable>
  );
}

function SaleStatus({ sale }: { sale: Booking }) {
  const nextStep = bookingNextStep(sale, 'seller');
  return (
    <div className="space-y-1">
      <BookingStatusBadge status={sale.status} />
      {nextStep ? <p className="text-sm text-base-content/80">{nextStep}</p> : null}
    </div>
  );
}
