// The offer's process table: every step from every status by every actor, the lapse guard, the
// bounds of an amount, and the buttons each side is offered, judged as the API and the web both judge them.
import {
  NOTIFICATION_KINDS, OFFER_EVENTS, OFFER_PROCESS, OFFER_START, OFFER_STATUSES, OFFER_TTL_HOURS, offerActions, offerBounds, offerLapsesAt, offerNextStatus,
  offerRecipients, offerRefusal, offerTurn, type OfferActor, type OfferEventName, type OfferStatus,
} from '../src';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const offer = (status: OfferStatus, lapsesInHours = 1) => ({ status, lapsesAt: new Date(NOW.getTime() + lapsesInHours * HOUR) });
const ACTORS: OfferActor[] = ['buyer', 'seller', 'system'];

/** [event, from, to, who may take it]: the table read back, cell by cell. */
const EXPECTED: Array<[OfferEventName, OfferStatus, OfferStatus, OfferActor[]]> = [
  ['accept', 'open', 'accepted', ['seller']],
  ['accept', 'countered', 'accepted', ['buyer']],
  ['counter', 'open', 'countered', ['seller']],
  ['counter', 'countered', 'open', ['buyer']],
  ['decline', 'open', 'declined', ['seller']],
  ['decline', 'countered', 'declined', ['buyer']],
  ['withdraw', 'open', 'withdrawn', ['buyer', 'seller']],
  ['withdraw', 'countered', 'withdrawn', ['buyer', 'seller']],
  ['lapse', 'open', 'lapsed', ['system']],
  ['lapse', 'countered', 'lapsed', ['system']],
  ['close', 'open', 'closed', ['system']],
  ['close', 'countered', 'closed', ['system']],
  ['close', 'accepted', 'closed', ['system']],
];

test.each(EXPECTED)('%s from %s reaches %s, by %j only', (event, from, to, who) => {
  expect(offerNextStatus(event, from)).toBe(to);
  for (const actor of ACTORS) expect([actor, offerRefusal(offer(from, -1), event, actor, NOW)]).toEqual([actor, who.includes(actor) ? null : expect.any(String)]);
});

test('no other step leaves any status', () => {
  for (const event of OFFER_EVENTS) {
    for (const from of OFFER_STATUSES) {
      if (EXPECTED.some(([e, f]) => e === event && f === from)) continue;
      for (const actor of ACTORS) expect(offerRefusal(offer(from, -1), event, actor, NOW)).not.toBeNull();
    }
  }
});

test('a party refused on a live offer is told it is not their turn (403); an ended offer says why it ended (409)', () => {
  expect(offerRefusal(offer('open'), 'accept', 'buyer', NOW)).toBe('offer_not_your_turn');
  expect(offerRefusal(offer('countered'), 'counter', 'seller', NOW)).toBe('offer_not_your_turn');
  expect(offerRefusal(offer('accepted'), 'accept', 'seller', NOW)).toBe('offer_accepted_already');
  expect(offerRefusal(offer('withdrawn'), 'accept', 'seller', NOW)).toBe('offer_withdrawn_already');
  expect(offerRefusal(offer('lapsed'), 'withdraw', 'buyer', NOW)).toBe('offer_lapsed_already');
});

test('an offer lapses only once its 48 hours have passed', () => {
  expect(OFFER_TTL_HOURS).toBe(48);
  expect(offerLapsesAt(NOW).getTime() - NOW.getTime()).toBe(48 * HOUR);
  expect(offerRefusal(offer('open', 1), 'lapse', 'system', NOW)).toBe('offer_not_lapsed');
  expect(offerRefusal(offer('open', 0), 'lapse', 'system', NOW)).toBeNull();
  expect(OFFER_PROCESS.counter.starts).toBe('lapse');
  expect(OFFER_START).toMatchObject({ status: 'open', by: 'buyer', starts: 'lapse' });
});

test('the buttons: the side whose turn it is answers; either may withdraw; nothing once it ended', () => {
  expect(offerActions(offer('open'), 'seller', NOW)).toEqual(['accept', 'counter', 'decline', 'withdraw']);
  expect(offerActions(offer('open'), 'buyer', NOW)).toEqual(['withdraw']);
  expect(offerActions(offer('countered'), 'buyer', NOW)).toEqual(['accept', 'counter', 'decline', 'withdraw']);
  expect(offerActions(offer('countered'), 'seller', NOW)).toEqual(['withdraw']);
  for (const status of ['accepted', 'declined', 'withdrawn', 'lapsed', 'closed'] as const) {
    expect(offerActions(offer(status), 'buyer', NOW)).toEqual([]);
    expect(offerActions(offer(status), 'seller', NOW)).toEqual([]);
  }
  expect([offerTurn('open'), offerTurn('countered'), offerTurn('accepted')]).toEqual(['seller', 'buyer', null]);
});

test('accepting starts the deal, closes the other offers, then tells the other side; every kind told is a notification kind', () => {
  expect(OFFER_PROCESS.accept.effects.map((e) => e.do)).toEqual(['create_booking', 'close_other_offers', 'notify']);
  expect(offerRecipients(['other_side'], 'seller')).toEqual(['buyer']);
  expect(offerRecipients(['other_side'], 'buyer')).toEqual(['seller']);
  for (const rule of [...Object.values(OFFER_PROCESS), OFFER_START]) {
    for (const effect of rule.effects) if (effect.do === 'notify') expect(NOTIFICATION_KINDS).toContain(effect.kind);
  }
});

test.each([
  [40_000, { min: 20_000, max: 39_999 }],
  [40_001, { min: 20_001, max: 40_000 }],
  [3, { min: 2, max: 2 }],
  [1, null],
])('the bounds of an offer on a listing at ৳%d', (price, bounds) => {
  expect(offerBounds(price)).toEqual(bounds);
});
