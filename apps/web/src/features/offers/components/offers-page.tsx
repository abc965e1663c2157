// /dashboard/offers: the signed-in person's offers on both sides — the ones they made and the ones
// on their listings — newest first, each with whose turn it is, the time left and the buttons the
// offer's process gives them now. A tab keeps to one side.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferSide } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { useOffers } from '../api/get-offers';
import { useNow } from '../utils/use-now';
import { OfferCard } from './offer-card';

const TABS: ReadonlyArray<{ side: OfferSide | undefined; label: 'all' | 'made' | 'received' }> = [
  { side: undefined, label: 'all' },
  { side: 'buyer', label: 'made' },
  { side: 'seller', label: 'received' },
];

export function OffersPage() {
  const { t } = useTranslation('offers');
  const me = useCurrentUser();
  const [tab, setTab] = useState(0);
  const side = TABS[tab]!.side;
  const query = useOffers(me.data?.email, side);
  const now = useNow();
  const offers = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
      <div role="group" aria-label={t('tabsLabel')} className="join flex-wrap">
        {TABS.map((item, i) => (
          <button key={item.label} type="button" className={`btn join-item btn-sm ${i === tab ? 'btn-active btn-primary' : ''}`} aria-pressed={i === tab} onClick={() => setTab(i)}>
            {t(`tabs.${item.label}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Spinner size="md" label={t('loading')} />
      ) : query.isError && offers.length === 0 ? (
        <QueryErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : offers.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('listLabel')}>
          {offers.map((offer) => (
            <li key={offer._id}>
              <OfferCard offer={offer} now={now} />
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={() => void query.fetchNextPage()} />
    </div>
  );
}
