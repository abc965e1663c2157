// /dashboard/my-orders: the signed-in user's bookings and, per booking, Pay or 'Paid' (spec §2).
import { Link } from 'react-router-dom';
import { type Booking } from '@mobile-planet/shared';
import { TEXT } from '@/config/text';
import { useAuth } from '@/lib/auth';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { useMyOrders } from '../api/get-my-orders';

export function MyOrders() {
  const { user } = useAuth();
  const orders = useMyOrders(user?.email);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">My Orders</h1>
      {orders.isPending ? (
        <Spinner />
      ) : orders.isError ? (
        <QueryErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="text-base-content/70">
          You have not booked any device yet.{' '}
          <Link to="/" className="link link-primary">
            Browse devices
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
  return (
    <>
      {/* Phones: one card per booking, so nothing hides behind a sideways scroll. */}
      <ul className="space-y-3 md:hidden" aria-label="My Orders">
        {orders.map((order) => (
          <li key={order._id} className="rounded-box border border-base-300 bg-base-100 p-4">
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold leading-snug">{order.device}</p>
              <p className="whitespace-nowrap font-semibold">
                {hasPrice(order) ? <Price amount={order.price} /> : '—'}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
              <dt className="text-base-content/60">Name</dt>
              <dd>{order.name}</dd>
              <dt className="text-base-content/60">Contact</dt>
              <dd>{order.contact}</dd>
            </dl>
            <div className="mt-3 flex justify-end">
              <PaymentCondition order={order} />
            </div>
          </li>
        ))}
      </ul>
      <OrdersGrid orders={orders} />
    </>
  );
}

function OrdersGrid({ orders }: { orders: Booking[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
      <table className="table table-zebra">
        <caption className="sr-only">My Orders</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Device</th>
            <th scope="col">Price</th>
            <th scope="col">Contact</th>
            <th scope="col">Payment</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => (
            <tr key={order._id}>
              <th scope="row">{index + 1}</th>
              <td>{order.name}</td>
              <td className="font-medium">{order.device}</td>
              <td className="whitespace-nowrap">{hasPrice(order) ? <Price amount={order.price} /> : '—'}</td>
              <td className="whitespace-nowrap">{order.contact}</td>
              <td>
                <PaymentCondition order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function hasPrice(order: Booking): boolean {
  return typeof order.price === 'number' && order.price > 0;
}

function PaymentCondition({ order }: { order: Booking }) {
  if (order.paid) return <span className="badge badge-success">{TEXT.paid}</span>;
  if (!hasPrice(order)) return <span className="text-base-content/60">No price</span>;
  return (
    <Link
      to={`/dashboard/payment/${order._id}`}
      className="btn btn-primary btn-sm"
      aria-label={`Pay for ${order.device}`}
    >
      Pay
    </Link>
  );
}
