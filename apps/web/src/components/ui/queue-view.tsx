// An Admin's queue screen (Claims, Moderation): its tabs of states, held in the URL so a reload or
// a shared link keeps them, and one page after another of its items, with loading, error and empty states.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { LoadMoreButton } from './load-more-button';
import { LoadingScreen } from './spinner';
import { Link } from '@/components/ui/link';

/** The tab the URL names (`?state=`); the first state when it names none or another. */
export function useQueueState<S extends string>(states: readonly [S, ...S[]]): S {
  const [params] = useSearchParams();
  const named = params.get('state');
  return states.find((s) => s === named) ?? states[0];
}

/** What the screen needs of its list's infinite query (pages flattened by its `select`). */
interface QueueQuery<T> {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isPending: boolean;
  data: T[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface QueueViewProps<S extends string, T> {
  title: string;
  tabsLabel: string;
  tabs: ReadonlyArray<{ state: S; label: string }>;
  state: S;
  query: QueueQuery<T>;
  /** The list's name, and what to say when it is empty, for the state shown. */
  listLabel: string;
  empty: string;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}

export function QueueView<S extends string, T>({ title, tabsLabel, tabs, state, query, listLabel, empty, listClassName, renderItem }: QueueViewProps<S, T>) {
  const first = tabs[0]?.state;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <nav aria-label={tabsLabel} className="tabs tabs-box w-fit">
        {tabs.map((tab) => (
          <Link
            key={tab.state}
            to={{ search: tab.state === first ? '' : `?state=${tab.state}` }}
            className={`tab ${tab.state === state ? 'tab-active' : ''}`}
            aria-current={tab.state === state ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {query.isError ? (
        <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending || !query.data ? (
        <LoadingScreen title={title} />
      ) : query.data.length === 0 ? (
        <p className="text-base-content/70">{empty}</p>
      ) : (
        <>
          <ul className={listClassName} aria-label={listLabel}>
            {query.data.map(renderItem)}
          </ul>
          <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
        </>
      )}
    </section>
  );
}
