// "Ask the seller" on a listing's page: a signed-out visitor gets a sign-in link (back to here); a
// signed-in buyer their own private thread with the seller and a form; the seller every thread on
// the listing, each with an answer box; an Admin reads them all. Who is who is the API's answer
// (`viewer`), so a listing that does not name its seller works too. Questions are taken only while
// the listing is on sale; reading them here marks their notifications read.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ErrorLine } from '@/components/ui/error-line';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { useMarkReadOnScreen } from '@/lib/mark-read-on-screen';
import { useAskQuestion } from '../api/ask-question';
import { useQuestionThreads } from '../api/get-question-threads';
import { MessageForm } from '@/components/form/message-form';
import { QuestionThreadView } from './question-thread';

/** The section's anchor: a question's notification links to `/product/{id}#questions`. */
const SECTION_ID = 'questions';

interface AskSellerSectionProps {
  productId: string;
  /** On sale: questions and answers are taken. */
  available: boolean;
}

export function AskSellerSection({ productId, available }: AskSellerSectionProps) {
  const { t } = useTranslation('questions');
  const { user, loading } = useAuth();
  const location = useLocation();
  return (
    <section id={SECTION_ID} aria-labelledby="questions-title" className="mt-10 max-w-3xl scroll-mt-20 space-y-3">
      <h2 id="questions-title" className="text-xl font-semibold">
        {t('heading')}
      </h2>
      {loading ? null : user ? (
        <Threads productId={productId} available={available} />
      ) : (
        <p className="text-sm">
          <Link to="/login" state={{ from: { ...location, hash: `#${SECTION_ID}` } }} className="link link-primary">
            {t('signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}

function Threads({ productId, available }: AskSellerSectionProps) {
  const { t } = useTranslation('questions');
  const me = useCurrentUser();
  const email = me.data?.email;
  const query = useQuestionThreads(productId, email);
  const ask = useAskQuestion();
  const { mutate: markRead } = useMarkReadOnScreen();
  const location = useLocation();

  const pages = query.data?.pages;
  const viewer = pages?.[0]?.viewer;
  const threads = pages?.flatMap((page) => page.items) ?? [];
  // Changes when any thread gains a message: the new one's notification is read here.
  const messages = threads.reduce((n, thread) => n + thread.messageCount, 0);

  useEffect(() => {
    if (viewer && viewer !== 'admin' && messages > 0) markRead({ productId });
  }, [viewer, messages, productId, markRead]);

  // Opened from a notification (…#questions): once the threads are in, bring them into view.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && location.hash === `#${SECTION_ID}`) document.getElementById(SECTION_ID)?.scrollIntoView();
  }, [loaded, location.hash]);

  if (query.isPending) return <Spinner size="md" label={t('loading')} />;
  if (query.isError && !pages) return <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />;

  const closed = available ? null : <p className="text-sm text-base-content/70">{t('closed')}</p>;

  if (viewer === 'asker') {
    const own = threads[0];
    return (
      <>
        <p className="text-sm text-base-content/70">{t('intro')}</p>
        {own ? <QuestionThreadView thread={own} viewer="asker" canAnswer={false} /> : null}
        {closed ?? (
          <MessageForm
            label={own ? t('followUp') : t('yourQuestion')}
            submitLabel={t('send')}
            pending={ask.isPending}
            onSend={(text) => ask.mutateAsync({ productId, text })}
          />
        )}
        {query.isError ? <ErrorLine message={t('pollError')} /> : null}
      </>
    );
  }

  return (
    <>
      <p className="text-sm text-base-content/70">{viewer === 'admin' ? t('adminIntro') : t('sellerIntro')}</p>
      {closed}
      {threads.length === 0 ? <p className="text-sm">{t('noneYet')}</p> : null}
      <ul className="space-y-4">
        {threads.map((thread) => (
          <li key={thread._id} className="space-y-2 rounded-box border border-base-300 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 break-words font-semibold">{t('thread', { name: thread.askerName })}</h3>
              {thread.lastFrom === 'asker' ? (
                <span className="badge badge-warning badge-soft">{viewer === 'seller' ? t('waiting') : t('waitingSeller')}</span>
              ) : (
                <span className="badge badge-success badge-soft">{t('answered')}</span>
              )}
            </div>
            <QuestionThreadView thread={thread} viewer={viewer === 'seller' ? 'seller' : 'admin'} canAnswer={viewer === 'seller' && available} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button type="button" className="btn btn-outline btn-sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </button>
      ) : null}
      {query.isError ? <ErrorLine message={t('pollError')} /> : null}
    </>
  );
}
