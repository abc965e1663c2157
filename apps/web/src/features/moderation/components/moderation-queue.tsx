// /dashboard/moderation: the Admins' queue of reported listings and IMEIs listed by two sellers.
// Open cases come oldest first (first come, first looked at); closed ones keep their history.
import { QueueView, useQueueState } from '@/components/ui/queue-view';
import { useModerationCases, type CaseState } from '../api/get-moderation-cases';
import { ModerationCaseItem } from './moderation-case';

const TABS = [
  { state: 'open', label: 'Open' },
  { state: 'closed', label: 'Closed' },
] as const satisfies ReadonlyArray<{ state: CaseState; label: string }>;

export function ModerationQueue() {
  const state = useQueueState<CaseState>(['open', 'closed']);
  const cases = useModerationCases(state);
  return (
    <QueueView
      title="Moderation"
      tabsLabel="Cases by state"
      tabs={TABS}
      state={state}
      query={cases}
      listLabel={state === 'open' ? 'Open cases' : 'Closed cases'}
      empty={state === 'open' ? 'No open cases.' : 'No closed cases yet.'}
      listClassName="grid grid-cols-1 gap-4 2xl:grid-cols-2"
      renderItem={(item) => <ModerationCaseItem key={item._id} item={item} />}
    />
  );
}
