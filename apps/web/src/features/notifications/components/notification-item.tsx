// One notification in the bell's panel: its words, when, and a dot while unread. It opens the booking
// it is about, the listing (a favourite's news) or its questions, or the saved searches (a digest),
// and so counts as read; one about none of these is marked read with a click.
import { useTranslation } from 'react-i18next';
import { notificationPath, type Notification } from '@mobile-planet/shared';
import { formatDateTime, formatTimeAgo } from '@/lib/dates';
import { notificationText } from '../utils/notification-text';
import { Link } from '@/components/ui/link';

interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}

const ROW = 'flex w-full gap-3 px-4 py-3 text-left';
const ACTIONABLE = 'transition-colors hover:bg-base-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary';

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  // Subscribed to the language: the words, the time ago and the date follow a switch.
  const { t } = useTranslation('notifications');
  const { read, createdAt } = notification;
  const content = (
    <>
      <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${read ? '' : 'bg-primary'}`} />
      <span className="min-w-0 flex-1">
        {read ? null : <span className="sr-only">{t('unread')}</span>}
        <span className={`block text-sm ${read ? 'text-base-content/70' : 'font-semibold'}`}>{notificationText(notification)}</span>
        <time dateTime={createdAt} title={formatDateTime(createdAt)} className="text-xs text-base-content/70">
          {formatTimeAgo(createdAt)}
        </time>
      </span>
    </>
  );
  const actionable = `${ROW} ${ACTIONABLE} ${read ? '' : 'bg-primary/5'}`;

  const to = notificationPath(notification);
  if (to) {
    return (
      <Link to={to} className={actionable} onClick={() => onOpen(notification)}>
        {content}
      </Link>
    );
  }
  if (!read) {
    return (
      <button type="button" className={actionable} onClick={() => onOpen(notification)}>
        {content}
      </button>
    );
  }
  return <div className={ROW}>{content}</div>;
}
