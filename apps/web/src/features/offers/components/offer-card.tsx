// One offer as either side sees it: the device, the amount on the table and the asking price,
// its status, whose turn it is and how long before it lapses, and the buttons OFFER_PROCESS gives
// the reader now (offerActions): accept, decline, counter (with an amount), withdraw. Once
// accepted, the way to the deal: the buyer pays, the seller follows it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerActions, type Offer, type OfferSide } from '@mobile-planet/shared';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { Link } from '@/components/ui/link';
import { Price } from '@/components/ui/price';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber, formatTaka } from '@/lib/format';
import { useAcceptOffer } from '../api/accept-offer';
import { useCounterOffer } from '../api/counter-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useWithdrawOffer } from '../api/withdraw-offer';
import { timeLeft } from '../utils/offer-words';
import { OfferAmountForm } from './offer-amount-form';

const STATUS_BADGE: Record<Offer['status'], string> = {
  open: 'badge-info',
  countered: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-error',
  withdrawn: 'badge-neutral',
  lapsed: 'badge-warning',
  closed: 'badge-neutral',
};

interface OfferCardProps {
  offer: Offer;
  /** The reader's clock, in ms: what the buttons and the time left are judged at. */
  now: number;
  /** Show the device's name as a link to its listing (the Offers page; not on the listing itself). */
  showDevice?: boolean;
}

export function OfferCard({ offer, now, showDevice = true }: OfferCardProps) {
  const { t } = useTranslation('offers');
  const side: OfferSide | null = offer.side === 'admin' ? null : offer.side;
  const actions = side ? offerActions(offer, side, new Date(now)) : [];
  const [countering, setCountering] = useState(false);
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawOffer();
  const counter = useCounterOffer();
  const moves = { accept, decline, withdraw };
  const failed = [accept, decline, withdraw].find((m) => m.isError)?.error;
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const left = offer.lapsesAt ? timeLeft(offer.lapsesAt, now) : null;
  const mine = side !== null && offer.turn === side;
  const headingId = `offer-${offer._id}`;

  return (
    <article aria-labelledby={headingId} className="space-y-2 rounded-box border border-base-300 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold">
          {showDevice ? (
            <Link to={`/product/${encodeURIComponent(offer.productId)}`} className="link link-hover">
              {offer.device}
            </Link>
          ) : (
            t('yourOffer')
          )}
        </h3>
        <span className={`badge badge-soft ${STATUS_BADGE[offer.status]}`}>{t(`status.${offer.status}`)}</span>
      </div>
      <p className="text-sm">
        {side === 'seller' ? t('fromBuyer', { name: offer.buyerName }) : t('toSeller', { name: offer.sellerName })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/70">{offer.status === 'accepted' ? t('agreed') : t('onTheTable')}</dt>
        <dd>
          <Price amount={offer.amount} className="font-semibold" />
        </dd>
        <dt className="text-base-content/70">{t('asking')}</dt>
        <dd>
          <Price amount={offer.askingPrice} />
        </dd>
      </dl>
      {offer.turn && side ? (
        <p className="text-sm font-medium">
          {mine ? t('yourTurn') : t('theirTurn')}
          {left ? ` · ${t('timeLeft', { hours: formatNumber(left.hours), minutes: formatNumber(left.minutes) })}` : null}
        </p>
      ) : null}
      {offer.status === 'accepted' && offer.bookingId ? (
        <Link
          to={side === 'buyer' ? `/dashboard/payment/${encodeURIComponent(offer.bookingId)}` : `/dashboard/deals/${encodeURIComponent(offer.bookingId)}`}
          className="btn btn-primary btn-sm"
        >
          {side === 'buyer' ? t('payNow') : t('openDeal')}
        </Link>
      ) : null}
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((event) => {
            if (event === 'counter') {
              return (
                <button key={event} type="button" className="btn btn-sm" aria-expanded={countering} onClick={() => setCountering((open) => !open)}>
                  {t('actions.counter')}
                </button>
              );
            }
            // A side never takes lapse or close (the API's), so offerActions never gives them here.
            if (event !== 'accept' && event !== 'decline' && event !== 'withdraw') return null;
            const mutation = moves[event];
            return (
              <BusyButton
                key={event}
                type="button"
                busy={mutation.isPending}
                disabled={busy}
                className={`btn btn-sm ${event === 'accept' ? 'btn-primary' : event === 'decline' ? 'btn-error btn-outline' : 'btn-ghost'}`}
                onClick={() => mutation.mutate(offer._id)}
              >
                {t(`actions.${event}`)}
              </BusyButton>
            );
          })}
        </div>
      ) : null}
      {countering && actions.includes('counter') ? (
        <OfferAmountForm
          askingPrice={offer.askingPrice}
          label={t('counterLabel')}
          submitLabel={t('counterSubmit')}
          onSubmit={async (amount) => {
            await counter.mutateAsync({ id: offer._id, amount });
            setCountering(false);
          }}
        />
      ) : null}
      <ErrorLine message={failed ? apiErrorMessage(failed) : null} />
      {offer.history.length > 0 ? <OfferHistory offer={offer} side={side} /> : null}
    </article>
  );
}

/** The offer's steps, oldest first, each side named ("You" for the reader). */
function OfferHistory({ offer, side }: { offer: Offer; side: OfferSide | null }) {
  const { t } = useTranslation('offers');
  const nameOf = (by: string) => (by === side ? t('you') : by === 'buyer' ? offer.buyerName : offer.sellerName);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-base-content/70">{t('historyLabel')}</summary>
      <ol className="mt-1 list-inside list-decimal space-y-0.5">
        {offer.history.map((step) => (
          <li key={`${step.at}-${step.event}`}>
            {t(`history.${step.event}`, { name: nameOf(step.by), amount: step.amount !== undefined ? formatTaka(step.amount) : '' })}
          </li>
        ))}
      </ol>
    </details>
  );
}
