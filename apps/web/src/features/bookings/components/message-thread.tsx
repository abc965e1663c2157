// The booking's messages between buyer and seller (an Admin reads them once a claim is open): oldest
// first, new ones fetched every few seconds. Reading the thread marks its notifications read.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSide } from '@mobile-planet/shared';
import { useMarkReadOnScreen } from '@/lib/mark-read-on-screen';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ChatMessage } from '@/components/ui/chat-message';
import { ErrorLine } from '@/components/ui/error-line';
import { Spinner } from '@/components/ui/spinner';
import { useThread } from '../api/get-messages';
import { MessageForm } from './message-form';

interface MessageThreadProps {
  bookingId: string;
  side: BookingSide;
  /** Only the buyer and the seller write; an Admin reads. */
  canWrite: boolean;
  /** The booking is still to meet (booked or paid): an empty thread suggests agreeing where and when. */
  beforeMeeting?: boolean;
}

export function MessageThread({ bookingId, side, canWrite, beforeMeeting = true }: MessageThreadProps) {
  const { t } = useTranslation('deals');
  const thread = useThread(bookingId);
  const { mutate: markRead } = useMarkReadOnScreen();
  const items = thread.data?.items;
  const fromOthers = items?.filter((message) => message.from !== side).length ?? 0;
  const loaded = thread.isSuccess;

  // On opening, and whenever the other side's messages arrive while it is open.
  useEffect(() => {
    if (loaded) markRead({ bookingId });
  }, [loaded, bookingId, fromOthers, markRead]);

  const listRef = useRef<HTMLDivElement>(null);
  const count = items?.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <section aria-labelledby="deal-messages" className="space-y-3">
      <h2 id="deal-messages" className="text-lg font-semibold">
        {t('messages.heading')}
      </h2>
      {thread.isPending ? (
        <Spinner size="md" label={t('messages.loading')} />
      ) : thread.isError && !items ? (
        <QueryErrorAlert error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          {count === 0 ? (
            <p className="text-sm text-base-content/70">{canWrite && beforeMeeting ? t('messages.emptyCanWrite') : t('messages.empty')}</p>
          ) : (
            // The log scrolls (so it takes focus, for the keyboard's arrows); the list inside keeps
            // its items a list.
            <div
              ref={listRef}
              role="log"
              aria-label={t('messages.log')}
              tabIndex={0}
              className="max-h-96 overflow-y-auto rounded-box bg-base-200 p-3 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <ol className="space-y-1">
                {items?.map((message) => {
                  const mine = message.from === side;
                  return (
                    <ChatMessage
                      key={message._id}
                      mine={mine}
                      author={mine ? t('messages.you') : t('messages.from', { name: message.name, side: t(`messages.sides.${message.from}`) })}
                      createdAt={message.createdAt}
                      text={message.text}
                    />
                  );
                })}
              </ol>
            </div>
          )}
          {/* Polling keeps going after a failed look; say so rather than show a stale thread as current. */}
          {thread.isError ? <ErrorLine message={t('messages.pollError')} /> : null}
        </>
      )}
      {canWrite && <MessageForm bookingId={bookingId} />}
    </section>
  );
}
