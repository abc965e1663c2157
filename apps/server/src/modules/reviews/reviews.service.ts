// Reviews: the buyer of a completed deal rates its seller, once. The seller's rating (average and
// count) is recomputed from the reviews after each one and kept where it is read without a
// lookup: on the seller's user record (their public page, new listings) and on each of their
// listings (cards, listing pages, search).
import type { z } from 'zod';
import type { PageQuery, Review, ReviewsPage, SellerRating, reviewInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { BookingDoc } from '../bookings/bookings.documents';
import type { ReviewDoc } from './reviews.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden } from '../../domain/errors';
import type { BookingsService } from '../bookings/bookings.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProductsService } from '../products/products.service';
import type { UsersService } from '../users/users.service';
import { shortBuyerName } from './buyer-name';
import { reviewsRepository } from './reviews.repository';

type ReviewData = z.output<typeof reviewInputSchema>;

/**
 * How many times one review's request recomputes the rating when reviews of the same seller land
 * meanwhile. Each round sees every review written before it, so this only bounds a burst.
 */
const MAX_RATING_ROUNDS = 5;

const view = (doc: ReviewDoc): Review => ({
  _id: doc._id.toHexString(),
  bookingId: doc._id.toHexString(),
  rating: doc.rating,
  ...(doc.comment ? { comment: doc.comment } : {}),
  buyerName: doc.buyerName,
  device: doc.device,
  createdAt: doc.createdAt.toISOString(),
});

const sameRating = (a: SellerRating | null, b: SellerRating | null) => a?.count === b?.count && a?.average === b?.average;

interface ReviewsDeps {
  bookings: BookingsService;
  users: UsersService;
  products: ProductsService;
  notifications: NotificationsService;
}

export type ReviewsService = ReturnType<typeof reviewsService>;

export function reviewsService(ctx: AppContext, { bookings, users, products, notifications }: ReviewsDeps) {
  const repo = reviewsRepository(ctx.db.collections);

  /** The seller's rating from their reviews: the average to one decimal, or null before the first. */
  async function ratingOf(sellerEmail: string): Promise<SellerRating | null> {
    const { sum, count } = await repo.totals(sellerEmail);
    return count === 0 ? null : { average: Math.round((sum / count) * 10) / 10, count };
  }

  /**
   * Writes the seller's rating on their record and listings until what was written is what the
   * reviews say. Two reviews of one seller at once cannot lose one: whichever request writes
   * last recomputes after its write and writes again if a review landed meanwhile. (No $inc on a
   * stored sum: without multi-document transactions, a lost or doubled step would never heal.)
   */
  async function publishRating(sellerEmail: string): Promise<void> {
    let written: SellerRating | null = null;
    for (let round = 0; round < MAX_RATING_ROUNDS; round++) {
      const rating = await ratingOf(sellerEmail);
      if (!rating || sameRating(rating, written)) return;
      await Promise.all([users.setSellerRating(sellerEmail, rating), products.setSellerRating(sellerEmail, rating)]);
      written = rating;
    }
  }

  /** What follows a review; every step is idempotent (the notification is keyed by the booking). */
  async function followUp(booking: BookingDoc): Promise<void> {
    await bookings.markReviewed(booking._id);
    await publishRating(booking.sellerEmail);
    await notifications.notify({
      email: booking.sellerEmail,
      kind: 'reviewed',
      bookingId: booking._id,
      device: booking.device,
      key: `review:${booking._id.toHexString()}`,
    });
  }

  return {
    /** POST /reviews: the buyer (from the token) of a completed deal; the seller and device come from the booking. */
    async post(caller: UserDoc, input: ReviewData): Promise<Review> {
      const { booking, reader } = await bookings.access(caller, input.bookingId);
      if (reader !== 'buyer') throw forbidden('review_buyer_only');
      if (booking.status !== 'completed') throw conflict('review_not_completed');
      const doc: ReviewDoc = {
        _id: booking._id,
        rating: input.rating,
        ...(input.comment ? { comment: input.comment } : {}),
        buyerName: shortBuyerName(caller.name),
        device: booking.device,
        sellerEmail: booking.sellerEmail,
        buyerEmail: caller.email,
        createdAt: ctx.clock.now(),
      };
      const inserted = await repo.insert(doc);
      // A second try runs the follow-up too: it finishes a first try that stopped half way.
      await followUp(booking);
      if (!inserted) throw conflict('already_reviewed');
      return view(doc);
    },

    /** A seller's reviews, newest first; a cursor opens only the reviews of the seller it came from. */
    async pageOf(seller: Pick<UserDoc, '_id' | 'email'>, { limit, cursor }: PageQuery): Promise<ReviewsPage> {
      const scope = `reviews:${seller._id.toHexString()}`;
      const page = await repo.page(seller.email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return cursorPage(ctx.cursors, scope, page, view);
    },
  };
}
