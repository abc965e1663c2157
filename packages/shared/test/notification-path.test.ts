// The bell and the mail lead each notification to the same page.
import { notificationPath } from '../src/notification-path';

const id = 'a'.repeat(24);

test('a deal step leads to the deal, even when it names its listing', () => {
  expect(notificationPath({ kind: 'paid', bookingId: id, productId: 'b'.repeat(24) })).toBe(`/dashboard/deals/${id}`);
});

test('an offer step leads to the Offers page; a digest to the saved searches', () => {
  expect(notificationPath({ kind: 'offer_countered', productId: id })).toBe('/dashboard/offers');
  expect(notificationPath({ kind: 'saved_search_digest' })).toBe('/dashboard/saved-searches');
});

test("a favourite's news leads to the listing, a question to its questions, and nothing else anywhere", () => {
  expect(notificationPath({ kind: 'favourite_price_drop', productId: id })).toBe(`/product/${id}`);
  expect(notificationPath({ kind: 'question', productId: id })).toBe(`/product/${id}#questions`);
  expect(notificationPath({ kind: 'reviewed' })).toBeNull();
});
