// A seller's public page: who they are, since when, their rating and reviews. No email, no contact.
// Their listings are GET /listings?seller=<id> (the search read model), not part of this answer.
import { PAGE_SIZE, type PageQuery, type ReviewsPage, type SellerProfile } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../users/users.documents';
import { notFound } from '../../domain/errors';
import type { ReviewsService } from '../reviews/reviews.service';
import type { UsersService } from '../users/users.service';

export type SellersService = ReturnType<typeof sellersService>;

export function sellersService(_ctx: AppContext, { users, reviews }: { users: UsersService; reviews: ReviewsService }) {

  /** Only Sellers and Admins (who may list too) have a public page: a Buyer's id is as unknown as a made-up one. */
  async function seller(id: string): Promise<UserDoc> {
    const user = await users.findById(id);
    if (!user || (user.role !== 'Seller' && user.role !== 'Admin')) throw notFound('seller_not_found');
    return user;
  }

  return {
    /** GET /sellers/{id}: the profile and the first page of reviews, newest first. */
    async profile(id: string): Promise<SellerProfile> {
      const user = await seller(id);
      return {
        _id: user._id.toHexString(),
        name: user.name,
        memberSince: user.createdAt.toISOString(),
        rating: user.sellerRating ?? null,
        reviews: await reviews.pageOf(user, { limit: PAGE_SIZE.reviews.default }),
      };
    },

    /** GET /sellers/{id}/reviews: the pages after the profile's (its `nextCursor` opens them). */
    async reviews(id: string, page: PageQuery): Promise<ReviewsPage> {
      return reviews.pageOf(await seller(id), page);
    },
  };
}
