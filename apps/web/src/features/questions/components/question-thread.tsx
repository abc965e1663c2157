// One question thread: its messages, oldest first, and (for the seller, while the listing is on
// sale) the answer box. The messages are fetched again only when the polled thread list says the
// thread has more than are shown, so a seller with many threads costs one poll, not one each.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionThread } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ChatMessage } from '@/components/ui/chat-message';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerQuestion } from '../api/answer-question';
import { useQuestionThread } from '../api/get-question-thread';
import { MessageForm } from '@/components/form/message-form';

interface QuestionThreadViewProps {
  thread: QuestionThread;
  /** How the reader reads it: the asker, the listing's seller, or an Admin. */
  viewer: 'asker' | 'seller' | 'admin';
  /** The seller answers while the listing is on sale. */
  canAnswer: boolean;
}

export function QuestionThreadView({ thread, viewer, canAnswer }: QuestionThreadViewProps) {
  const { t } = useTranslation('questions');
  const messages = useQuestionThread(thread.productId, thread._id);
  const answer = useAnswerQuestion();
  const items = messages.data?.items;
  const shown = items?.length ?? 0;
  const { refetch, isFetching } = messages;

  // Once per count the list reports, so a count the thread never reaches cannot keep it fetching.
  const askedFor = useRef(0);
  useEffect(() => {
    if (!items || isFetching || thread.messageCount <= shown || askedFor.current >= thread.messageCount) return;
    askedFor.current = thread.messageCount;
    void refetch();
  }, [items, thread.messageCount, shown, isFetching, refetch]);

  return (
    <div className="space-y-3">
      {messages.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : messages.isError && !items ? (
        <QueryErrorAlert error={messages.error} onRetry={() => void refetch()} />
      ) : (
        <div role="log" aria-label={t('log', { name: thread.askerName })} className="rounded-box bg-base-200 p-3">
          <ol className="space-y-1">
            {items?.map((message) => {
              const mine = message.from === viewer;
              return (
                <ChatMessage
                  key={message._id}
                  mine={mine}
                  author={mine ? t('you') : t('from', { name: message.name, side: t(`sides.${message.from}`) })}
                  createdAt={message.createdAt}
                  text={message.text}
                />
              );
            })}
          </ol>
        </div>
      )}
      {canAnswer ? (
        <MessageForm
          label={t('answerLabel', { name: thread.askerName })}
          submitLabel={t('answer')}
          pending={answer.isPending}
          onSend={(text) => answer.mutateAsync({ productId: thread.productId, threadId: thread._id, text })}
        />
      ) : null}
    </div>
  );
}
