// /dashboard/moderation: the Admins' queue of reported listings and IMEIs listed by two sellers.
// Open cases come oldest first (first come, first looked at); closed ones keep their history.
import { useTranslation } from 'react-i18next';
import { QueueView, useQueueState } from '@/components/ui/queue-view';
import { useModerationCases, type CaseState } from '../api/get-moderation-cases';
import { ModerationCaseItem } from './moderation-case';

export function ModerationQueue() {
  const { t } = useTranslation('moderation');
  const state = useQueueState<CaseState>(['open', 'closed']);
  const cases = useModerationCases(state);
  const tabs: ReadonlyArray<{ state: CaseState; label: string }> = [
    { state: 'open', label: t('queue.open') },
    { state: 'closed', label: t('queue.closed') },
  ];
  return (
    <QueueView
      title={t('queue.title')}
      tabsLabel={t('queue.tabsLabel')}
      tabs={tabs}
      state={state}
      query={cases}
      listLabel={state === 'open' ? t('queue.openList') : t('queue.closedList')}
      empty={state === 'open' ? t('queue.emptyOpen') : t('queue.emptyClosed')}
      listClassName="grid grid-cols-1 gap-4 2xl:grid-cols-2"
      renderItem={(item) => <ModerationCaseItem key={item._id} item={item} />}
    />
  );
}
