// Where a notification leads on the web: the bell's link and the mail's button go to the same page.
import type { NotificationKind } from './constants';

interface Leads {
  kind: NotificationKind;
  bookingId?: string;
  productId?: string;
}

/** The web path a notification opens (a deal, the Offers page, the saved searches, a listing), or null when it opens none. */
export function notificationPath({ kind, bookingId, productId }: Leads): string | null {
  if (bookingId) return `/dashboard/deals/${bookingId}`;
  // An offer's step: the Offers page, where its buttons (and, once accepted, the way to pay) are.
  if (kind.startsWith('offer_')) return '/dashboard/offers';
  // A digest opens the saved searches (each leads to its results).
  if (kind === 'saved_search_digest') return '/dashboard/saved-searches';
  // A favourite's news is about the listing itself; a question, about its questions.
  if (productId) return kind.startsWith('favourite_') ? `/product/${productId}` : `/product/${productId}#questions`;
  return null;
}
