// /dashboard: the spec's title, then what needs the reader now (issue 24, item 3): bookings to pay,
// codes to show or enter, sellers to rate, and for an Admin the claims and reports waiting. With
// nothing to do, the spec's picture and the ways on (browse, sell).
import { useTranslation } from 'react-i18next';
import type { Booking } from '@mobile-planet/shared';
import { useAdmin, useAuth, useCurrentUser } from '@/lib/auth';
import { canTake, bookingNextStep, bookingPath } from '@/lib/booking-status';
import { formatNumber, formatTaka } from '@/lib/format';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { TODO_PAGE, useRecentBookings } from '@/lib/recent-bookings';
import { useOpenCases } from '../api/get-open-cases';
import { useOpenClaims } from '../api/get-open-claims';
import { useSalesToActOn } from '../api/get-sales-to-act-on';
import dashboardArt from '../assets/dashboard.svg';

interface Task {
  key: string;
  device: string;
  step: string;
  to: string;
  action: string;
  /** The action's accessible name: its visible words, then the device. */
  actionName: string;
}

export function DashboardHome() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { user } = useAuth();
  const me = useCurrentUser();
  const { isAdmin } = useAdmin();
  const sells = me.isSuccess && me.data.role !== 'Buyer';
  const bookings = useRecentBookings(user?.email);
  const sales = useSalesToActOn(user?.email, { enabled: sells });
  const claims = useOpenClaims({ enabled: isAdmin });
  const cases = useOpenCases({ enabled: isAdmin });

  const loading = bookings.isPending || (sells && sales.isPending);
  const tasks = [...buyerTasks(bookings.data ?? []), ...sellerTasks(sales.data ?? [])];
  const queues = isAdmin ? adminQueues(claims.data?.length, cases.data?.length) : [];
  const nothing = !loading && tasks.length === 0 && queues.length === 0;

  return (
    <section className="space-y-6 py-2">
      <h1 className="text-center text-2xl font-bold tracking-wide sm:text-3xl">{t('dashboard:dashboardTitle')}</h1>
      <div className="mx-auto max-w-3xl space-y-3" aria-busy={loading}>
        <h2 className="text-lg font-semibold">{t('todo.title')}</h2>
        {loading ? (
          <Spinner label={t('todo.checking')} />
        ) : nothing ? (
          <p className="text-base-content/80">
            {t('todo.nothing')}{' '}
            <Link to="/search" className="link link-primary">
              {t('todo.browse')}
            </Link>{' '}
            ·{' '}
            <Link to="/dashboard/addProduct" className="link link-primary">
              {t('todo.sell')}
            </Link>
          </p>
        ) : (
          <ul className="space-y-2">
            {queues.map((q) => (
              <li key={q.to} className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 bg-base-100 p-3">
                <span className="font-medium">{q.text}</span>
                <Link to={q.to} className="btn btn-sm btn-primary">
                  {q.action}
                </Link>
              </li>
            ))}
            {tasks.map((task) => (
              <li key={task.key} className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 bg-base-100 p-3">
                <div className="min-w-0">
                  <p className="break-words font-medium">{task.device}</p>
                  <p className="text-sm text-base-content/80">{task.step}</p>
                </div>
                <Link to={task.to} className="btn btn-sm btn-primary" aria-label={task.actionName}>
                  {task.action}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      {nothing ? (
        <img src={dashboardArt} alt={t('artAlt')} className="mx-auto w-full max-w-md" width={640} height={400} />
      ) : null}
    </section>
  );

  function buyerTasks(list: Booking[]): Task[] {
    return list.flatMap((b): Task[] => {
      const step = bookingNextStep(b, 'buyer') ?? '';
      if (canTake(b, 'buyer', 'pay')) return [task(b, step, `/dashboard/payment/${encodeURIComponent(b._id)}`, t('todo.pay', { price: formatTaka(b.price) }))];
      if (b.status === 'paid') return [task(b, step, bookingPath(b._id), t('todo.showCode'))];
      if (b.status === 'completed' && !b.reviewed) return [task(b, step, bookingPath(b._id), t('todo.rate'))];
      return [];
    });
  }

  function sellerTasks(list: Booking[]): Task[] {
    return list.flatMap((s): Task[] => {
      const step = bookingNextStep(s, 'seller') ?? '';
      if (canTake(s, 'seller', 'neir_release')) return [task(s, step, bookingPath(s._id), t('todo.release'))];
      if (canTake(s, 'seller', 'handover')) return [task(s, step, bookingPath(s._id), t('todo.enterCode'))];
      return [];
    });
  }

  function task(b: Booking, step: string, to: string, action: string): Task {
    return { key: `${b.side}:${b._id}`, device: b.device, step, to, action, actionName: `${action}: ${b.device}` };
  }

  function adminQueues(openClaims: number | undefined, openCases: number | undefined) {
    const shown = (n: number) => (n >= TODO_PAGE ? `${formatNumber(TODO_PAGE)}+` : formatNumber(n));
    return [
      ...(openClaims ? [{ to: '/dashboard/claims', text: t('todo.claims', { count: openClaims, shown: shown(openClaims) }), action: t('todo.openClaims') }] : []),
      ...(openCases ? [{ to: '/dashboard/moderation', text: t('todo.cases', { count: openCases, shown: shown(openCases) }), action: t('todo.openModeration') }] : []),
    ];
  }
}
