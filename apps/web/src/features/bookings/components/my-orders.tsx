// /dashboard/my-orders: the signed-in user's bookings and, per booking, Pay or 'Paid' (spec §2),
// with where each booking stands past the spec: its status, the next step, the handover code once
// paid, Cancel while unpaid, and its booking page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { type Booking } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { canTake, bookingNextStep } from '@/lib/booking-status';
import { formatNumber } from '@/lib/format';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BookingStatusBadge } from '@/components/ui/booking-status-badge';
import { HandoverCode } from '@/components/ui/handover-code';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Price } from '@/components/ui/price';
import { LoadingScreen } from '@/components/ui/spinner';
import { WideTable } from '@/components/ui/wide-table';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyOrders } from '../api/get-my-orders';
import { useBookingOnce } from '../api/get-booking';
import { OpenBookingLink } from './open-booking-link';
import { Link } from '@/components/ui/link';

export function MyOrders() {
  const { t } = useTranslation('orders');
  const { user } = useAuth();
  const orders = useMyOrders(user?.email);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      {orders.isPending ? (
        <LoadingScreen title={t('title')} />
      ) : orders.isError ? (
        <QueryErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="text-base-content/70">
          {t('empty')}{' '}
          <Link to="/" className="link link-primary">
            {t('browse')}
          </Link>
        </p>
      ) : (
        <>
          <OrdersTable orders={orders.data} />
          <LoadMoreButton
            hasNextPage={orders.hasNextPage}
            isFetchingNextPage={orders.isFetchingNextPage}
            fetchNextPage={orders.fetchNextPage}
          />
        </>
      )}
    </section>
  );
}

function OrdersTable({ orders }: { orders: Booking[] }) {
  const { t } = useTranslation('orders');
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Booking | null>(null);

  const confirmCancel = () => {
    if (!toCancel) return;
    cancel.mutate(toCancel._id, {
      onSuccess: () => {
        toast.success(t('cancelled'));
        setToCancel(null);
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });
  };

  const actions = (order: Booking) => <OrderActions order={order} onCancel={() => setToCancel(order)} />;

  return (
    <>
      {/* Phones: one card per booking, so nothing hides behind a sideways scroll. */}
      <ul className="space-y-3 md:hidden" aria-label={t('title')}>
        {orders.map((order) => (
          <li key={order._id} className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold leading-snug">{order.device}</p>
              <p className="whitespace-nowrap font-semibold">
                {hasPrice(order) ? <Price amount={order.price} /> : '—'}
              </p>
            </div>
            {/* The buyer knows their own name and number: the card shows whom to meet, and where. */}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-base-content/70">{t('meet.seller')}</dt>
              <dd className="break-words">{order.sellerName}</dd>
              {order.sellerContact ? (
                <>
                  <dt className="text-base-content/70">{t('meet.sellerContact')}</dt>
                  <dd>
                    <a href={`tel:${order.sellerContact}`} className="link">
                      {order.sellerContact}
                    </a>
                  </dd>
                </>
              ) : null}
              {order.meetingPlace ? (
                <>
                  <dt className="text-base-content/70">{t('meet.place')}</dt>
                  <dd className="break-words">{order.meetingPlace}</dd>
                </>
              ) : null}
            </dl>
            <OrderStatus order={order} />
            <div className="flex flex-wrap justify-end gap-2">{actions(order)}</div>
          </li>
        ))}
      </ul>
      <WideTable
        caption={t('title')}
        from="md"
        zebra
        columns={[
          { label: t('columns.number') },
          { label: t('columns.name') },
          { label: t('columns.device') },
          { label: t('columns.price') },
          { label: t('columns.contact') },
          { label: t('columns.status') },
          { label: t('columns.actions'), hidden: true },
        ]}
      >
        {orders.map((order, index) => (
          <tr key={order._id}>
            <th scope="row">{formatNumber(index + 1)}</th>
            <td>{order.name}</td>
            <td className="font-medium">{order.device}</td>
            <td className="whitespace-nowrap">{hasPrice(order) ? <Price amount={order.price} /> : '—'}</td>
            <td className="whitespace-nowrap">{order.contact}</td>
            <td className="min-w-48">
              <OrderStatus order={order} />
            </td>
            <td>
              <div className="flex flex-col items-end gap-2">{actions(order)}</div>
            </td>
          </tr>
        ))}
      </WideTable>
      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? t('confirmCancel.title', { device: toCancel.device }) : ''}
        message={t('confirmCancel.message')}
        confirmLabel={t('confirmCancel.confirm')}
        cancelLabel={t('confirmCancel.keep')}
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}

function hasPrice(order: Booking): boolean {
  return typeof order.price === 'number' && order.price > 0;
}

/** The status badge (the spec's 'Paid' once paid), what to do next, and the code to show the seller. */
function OrderStatus({ order }: { order: Booking }) {
  const nextStep = bookingNextStep(order, 'buyer');
  return (
    <div className="space-y-1">
      <BookingStatusBadge status={order.status} />
      {nextStep ? <p className="text-sm text-base-content/80">{nextStep}</p> : null}
      {order.status === 'paid' ? <OrderHandoverCode order={order} /> : null}
    </div>
  );
}

function OrderHandoverCode({ order }: { order: Booking }) {
  const fetched = useBookingOnce(order._id, { enabled: !order.handoverCode });
  const code = order.handoverCode ?? fetched.data?.handoverCode;
  return code ? <HandoverCode code={code} className="pt-1" /> : null;
}

function OrderActions({ order, onCancel }: { order: Booking; onCancel: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {canTake(order, 'buyer', 'pay') &&
        (hasPrice(order) ? (
          <Link to={`/dashboard/payment/${order._id}`} className="btn btn-primary btn-sm whitespace-nowrap" aria-label={t('payFor', { device: order.device })}>
            {t('pay')}
          </Link>
        ) : (
          <span className="text-base-content/70">{t('noPrice')}</span>
        ))}
      {canTake(order, 'buyer', 'cancel') && (
        <button type="button" className="btn btn-outline btn-error btn-sm" onClick={onCancel} aria-label={t('cancelFor', { device: order.device })}>
          {t('cancel')}
        </button>
      )}
      <OpenBookingLink booking={order} />
    </>
  );
}
