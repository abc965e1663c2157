// /dashboard/moderation: the Admins' queue of reported listings and IMEIs listed by two sellers.
// Open cases come oldest first (first come, first looked at); closed ones keep their history.
import { Link, useSearchParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useModerationCases, type CaseState } from '../api/get-moderation-cases';
import { ModerationCaseItem } from './moderation-case';

const TABS: Array<{ state: CaseState; label: string }> = [
  { state: 'open', label: 'Open' },
  { state: 'closed', label: 'Closed' },
];

export function ModerationQueue() {
  // The tab is in the URL, so a reload or a shared link keeps it.
  const [params] = useSearchParams();
  const state: CaseState = params.get('state') === 'closed' ? 'closed' : 'open';
  const cases = useModerationCases(state);

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Moderation</h1>
      <nav aria-label="Cases by state" className="tabs tabs-box w-fit">
        {TABS.map((tab) => (
          <Link
            key={tab.state}
            to={{ search: tab.state === 'open' ? '' : `?state=${tab.state}` }}
            className={`tab ${tab.state === state ? 'tab-active' : ''}`}
            aria-current={tab.state === state ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {cases.isError ? (
        <QueryErrorAlert error={cases.error} onRetry={() => void cases.refetch()} />
      ) : cases.isPending ? (
        <Spinner />
      ) : cases.data.length === 0 ? (
        <p className="text-base-content/70">{state === 'open' ? 'No open cases.' : 'No closed cases yet.'}</p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 2xl:grid-cols-2" aria-label={state === 'open' ? 'Open cases' : 'Closed cases'}>
            {cases.data.map((item) => (
              <ModerationCaseItem key={item._id} item={item} />
            ))}
          </ul>
          <LoadMoreButton hasNextPage={cases.hasNextPage} isFetchingNextPage={cases.isFetchingNextPage} fetchNextPage={cases.fetchNextPage} />
        </>
      )}
    </section>
  );
}
