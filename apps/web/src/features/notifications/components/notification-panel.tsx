// The bell's panel: the newest notifications, 'Mark all as read', and 'Load more' for older ones.
// A non-modal dialog: the bell (notification-bell.tsx) opens it, moves focus into it, and closes it.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import type { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  id: string;
  query: ReturnType<typeof useNotifications>;
  unread: number;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function NotificationPanel({ id, query, unread, onOpen, onMarkAll, ref }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const titleId = `${id}-title`;

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Phones: across the header's width, under it; wider: under the bell, at its right edge.
      className="absolute inset-x-2 top-full z-40 mt-2 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-xl outline-none sm:left-auto sm:w-96 md:right-0"
    >
      <div className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-2">
        <h2 id={titleId} className="font-semibold">
          {t('title')}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm text-primary" onClick={onMarkAll} disabled={unread === 0}>
          {t('markAllRead')}
        </button>
      </div>
      <div className="max-h-[min(70vh,30rem)] overflow-y-auto overscroll-contain">
        {isPending ? (
          <div className="flex justify-center p-6">
            <Spinner size="md" label={t('loading')} />
          </div>
        ) : items.length > 0 ? (
          <ul className="divide-y divide-base-200">
            {items.map((n) => (
              <li key={n._id}>
                <NotificationItem notification={n} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        ) : isError ? null : (
          <p className="px-4 py-8 text-center text-sm text-base-content/70">{t('empty')}</p>
        )}
        {isError ? (
          <div className="p-3">
            <QueryErrorAlert error={error} onRetry={() => void refetch()} />
          </div>
        ) : null}
        <LoadMoreButton hasNextPage={hasNextPage && !isError} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} className="p-3" />
      </div>
    </div>
  );
}
