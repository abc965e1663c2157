// Whose view of a deal this is. The API lets only the buyer, the listing's seller and Admins read a
// booking, so whoever is not the buyer is the seller, or an Admin looking at someone else's deal.
import type { Booking } from '@mobile-planet/shared';
import type { DealSide } from '@/lib/deal-status';

interface Viewer {
  email: string | null | undefined;
  /** The viewer's user id (GET /users/me), matched against the deal's sellerId. */
  userId?: string;
  isAdmin: boolean;
}

export function dealSide(deal: Pick<Booking, 'email' | 'sellerId' | 'handover'>, viewer: Viewer): DealSide {
  if (viewer.email && deal.email.toLowerCase() === viewer.email.toLowerCase()) return 'buyer';
  if (deal.sellerId && viewer.userId) return deal.sellerId === viewer.userId ? 'seller' : 'admin';
  // Without a sellerId (older listings): the tries left are sent only to the seller.
  if (deal.handover) return 'seller';
  return viewer.isAdmin ? 'admin' : 'seller';
}
