// The life of an offer (a buyer's price for a listing, bargained over with its seller), as one
// table in the manner of BOOKING_PROCESS (booking-process.ts): every transition with the statuses
// it leaves, the status it reaches, who may take it, its guard, the ordered effects that follow it
// and the timer it starts. The API applies it (its offers module); the web reads it to offer each
// side exactly the buttons open to them now. docs/architecture.md#process-tables tells it in words.
import type { NotificationKind } from './constants';

/** `open`: the buyer's amount is on the table (the seller's turn); `countered`: the seller's (the buyer's turn). */
export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'lapsed', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** The statuses in which an offer is still being bargained over (one per buyer and listing at most). */
export const OFFER_LIVE: readonly OfferStatus[] = ['open', 'countered'];

/** In the order a side is offered them: accept first, walking away last. */
export const OFFER_EVENTS = ['accept', 'counter', 'decline', 'withdraw', 'lapse', 'close'] as const;
export type OfferEventName = (typeof OFFER_EVENTS)[number];

export type OfferActor = 'buyer' | 'seller' | 'system';
export type OfferSide = Exclude<OfferActor, 'system'>;

/** An offer lapses this long after its last move (each counter starts it again). */
export const OFFER_TTL_HOURS = 48;

/** Why a step is refused, as an API error code (api-errors.ts). */
export type OfferRefusalCode =
  | 'offer_not_your_turn'
  | 'offer_wrong_actor'
  | 'offer_accepted_already'
  | 'offer_declined_already'
  | 'offer_withdrawn_already'
  | 'offer_lapsed_already'
  | 'offer_closed_already'
  | 'offer_not_lapsed';

/** Who a notification goes to: a side of the offer, or the side that did not take the step. */
type Recipient = 'buyer' | 'seller' | 'other_side';

/** What follows a transition, run in order by the API; each is safe to run again. */
export type OfferEffect =
  /** The deal starts: a booking of the listing for the buyer at the amount on the table. */
  | { do: 'create_booking' }
  /** The listing's other live offers are closed (close), each buyer told. */
  | { do: 'close_other_offers' }
  | { do: 'notify'; kind: NotificationKind; to: readonly Recipient[] };

/** The deadline of a live offer: while live, the API takes `fires` once `afterHours` have passed since the last move. */
export const OFFER_TIMERS = {
  lapse: { while: OFFER_LIVE, afterHours: OFFER_TTL_HOURS, fires: 'lapse' },
} as const;
export type OfferTimerName = keyof typeof OFFER_TIMERS;

/** What a guard reads of an offer: Dates on the API, ISO strings on the web. */
interface GuardedOffer {
  status: OfferStatus;
  lapsesAt?: Date | string | null;
}

const GUARDS = {
  lapse_due: (o: GuardedOffer, now: Date) => (o.lapsesAt != null && now.getTime() >= new Date(o.lapsesAt).getTime() ? null : 'offer_not_lapsed'),
} as const satisfies Record<string, (o: GuardedOffer, now: Date) => OfferRefusalCode | null>;
type OfferGuard = keyof typeof GUARDS;

/** One row: from one status, who may move it where. A side not named for this status is told it is not their turn. */
export interface OfferTransition {
  from: readonly OfferStatus[];
  /** The status it reaches; `toFrom` where that depends on the status it leaves (a counter hands the turn over). */
  to: OfferStatus;
  toFrom?: Partial<Record<OfferStatus, OfferStatus>>;
  /** Who may take it from each status it leaves. */
  by: Partial<Record<OfferStatus, readonly OfferActor[]>>;
  guard?: OfferGuard;
  /** The step names a new amount (a counter), which must be within the listing's bounds (offerBounds). */
  amount?: true;
  effects: readonly OfferEffect[];
  starts?: OfferTimerName;
}

/** An offer is made `open` (POST /products/{id}/offers, not a transition) by a buyer, its lapse timer running and its seller told. */
export const OFFER_START = { status: 'open', by: 'buyer', starts: 'lapse', effects: [{ do: 'notify', kind: 'offer_made', to: ['seller'] }] } as const;

export const OFFER_PROCESS: Readonly<Record<OfferEventName, OfferTransition>> = {
  /** The side whose turn it is names another amount: the seller counters the buyer's, the buyer answers the seller's counter. */
  counter: {
    from: ['open', 'countered'], to: 'countered', toFrom: { countered: 'open' }, by: { open: ['seller'], countered: ['buyer'] }, amount: true, starts: 'lapse',
    effects: [{ do: 'notify', kind: 'offer_countered', to: ['other_side'] }],
  },
  /** The side whose turn it is takes the amount on the table: the deal starts at that price. */
  accept: {
    from: ['open', 'countered'], to: 'accepted', by: { open: ['seller'], countered: ['buyer'] },
    effects: [{ do: 'create_booking' }, { do: 'close_other_offers' }, { do: 'notify', kind: 'offer_accepted', to: ['other_side'] }],
  },
  /** The side whose turn it is says no: the bargaining ends. */
  decline: {
    from: ['open', 'countered'], to: 'declined', by: { open: ['seller'], countered: ['buyer'] },
    effects: [{ do: 'notify', kind: 'offer_declined', to: ['other_side'] }],
  },
  /** Either side walks away, whoever's turn it is. */
  withdraw: {
    from: ['open', 'countered'], to: 'withdrawn', by: { open: ['buyer', 'seller'], countered: ['buyer', 'seller'] },
    effects: [{ do: 'notify', kind: 'offer_withdrawn', to: ['other_side'] }],
  },
  /** Nobody moved for OFFER_TTL_HOURS (the lapse timer). */
  lapse: {
    from: ['open', 'countered'], to: 'lapsed', by: { open: ['system'], countered: ['system'] }, guard: 'lapse_due',
    effects: [{ do: 'notify', kind: 'offer_lapsed', to: ['buyer', 'seller'] }],
  },
  /**
   * The listing went (sold, hidden, removed) or another offer on it was accepted. From `accepted`
   * only when its booking could not be made (the listing went at the same moment): the acceptance
   * is answered 409 and never left standing without a deal.
   */
  close: {
    from: ['open', 'countered', 'accepted'], to: 'closed', by: { open: ['system'], countered: ['system'], accepted: ['system'] },
    effects: [{ do: 'notify', kind: 'offer_closed', to: ['buyer'] }],
  },
};

const STATUS_REFUSALS: Record<Exclude<OfferStatus, 'open' | 'countered'>, OfferRefusalCode> = {
  accepted: 'offer_accepted_already',
  declined: 'offer_declined_already',
  withdrawn: 'offer_withdrawn_already',
  lapsed: 'offer_lapsed_already',
  closed: 'offer_closed_already',
};

/** The status `event` takes an offer in `from` to. */
export function offerNextStatus(event: OfferEventName, from: OfferStatus): OfferStatus {
  const rule = OFFER_PROCESS[event];
  return rule.toFrom?.[from] ?? rule.to;
}

/** Whose move it is in a live offer: the seller answers an open offer, the buyer a counter; nobody's once it ended. */
export const offerTurn = (status: OfferStatus): OfferSide | null => (status === 'open' ? 'seller' : status === 'countered' ? 'buyer' : null);

/** Why `by` cannot take `event` on this offer now (an API error code), or null when they can. */
export function offerRefusal(offer: GuardedOffer, event: OfferEventName, by: OfferActor, now: Date): OfferRefusalCode | null {
  const rule = OFFER_PROCESS[event];
  if (!rule.from.includes(offer.status)) {
    return offer.status === 'open' || offer.status === 'countered' ? 'offer_wrong_actor' : STATUS_REFUSALS[offer.status];
  }
  const allowed = rule.by[offer.status] ?? [];
  if (!allowed.includes(by)) return by !== 'system' && Object.values(rule.by).some((who) => who?.includes(by)) ? 'offer_not_your_turn' : 'offer_wrong_actor';
  return rule.guard ? GUARDS[rule.guard](offer, now) : null;
}

/** The steps `side` may take on this offer now, in the table's order: what the web offers them. */
export function offerActions(offer: GuardedOffer, side: OfferSide, now: Date): OfferEventName[] {
  return OFFER_EVENTS.filter((event) => offerRefusal(offer, event, side, now) === null);
}

/** The sides a notify effect tells, for a step taken by `by` ('other_side': whichever side did not take it). */
export function offerRecipients(to: readonly Recipient[], by: OfferActor): OfferSide[] {
  return to.map((who) => (who !== 'other_side' ? who : by === 'buyer' ? 'seller' : 'buyer'));
}

/** When an offer whose last move was at `from` lapses. */
export const offerLapsesAt = (from: Date): Date => new Date(from.getTime() + OFFER_TIMERS.lapse.afterHours * 3_600_000);

/**
 * The amounts an offer (and every counter) on a listing at `price` may name: at least half the
 * asking price, rounded up, and below it, in whole taka. `null` when no amount fits (a price of 1).
 */
export function offerBounds(price: number): { min: number; max: number } | null {
  const min = Math.ceil(price / 2);
  const max = Math.ceil(price) - 1;
  return min <= max ? { min, max } : null;
}
