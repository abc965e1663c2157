// The rules around users: who may read which list, promotion and deletion.
import type { PageQuery, RegistrableRole, Role, SellerRating } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from './users.documents';
import { cursorPage } from '../../http/cursor';
import { forbidden, invalid, notFound } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import type { ProductsService } from '../products/products.service';
import { usersRepository } from './users.repository';

/** What users needs of listings: a deleted seller's go off the market. */
type UsersDeps = {
  products: Pick<ProductsService, 'takeOffMarket'>;
  /** Forgets a deleted person's favourites and saved searches (those modules are built after this one: the root hands a callback). */
  forgetFollows: (email: string) => Promise<void>;
};

export type UsersService = ReturnType<typeof usersService>;

export function usersService(ctx: AppContext, { products, forgetFollows }: UsersDeps) {
  const repo = usersRepository(ctx.db.collections);
  return {
    register: (input: { name: string; email: string; role: RegistrableRole; uid: string }) => repo.upsert(input),

    /** An account with a fixed id, role and date (the demo data); an existing email keeps its record. */
    importAccount: (user: UserDoc) => repo.importUser(user),
    /** Records the identity provider's uid of an account (a re-created identity account). */
    setUid: (email: string, uid: string) => repo.setUid(email, uid),
    hasAny: () => repo.hasAny(),

    /** The user record of an email (the auth guard reads the caller's role from it on every call). */
    findByEmail: (email: string) => repo.findByEmail(email),
    /** The user record of an id (a seller's public page), or null. */
    findById: (id: string) => repo.findById(id),

    /** Records a seller's rating as the reviews module computed it (their page reads it, new listings copy it). */
    setSellerRating: (email: string, rating: SellerRating) => repo.setSellerRating(email, rating),

    /** Moderation: blocks a seller from listing (they still sign in and see their orders); `reason` is what they read. */
    block: (email: string, reason: string) => repo.block(email, { at: ctx.clock.now(), reason }),

    /**
     * One page of all users (`role` undefined) or of one role, oldest first, and the cursor of the
     * next page (null on the last). A cursor opens only the list it came from.
     */
    async list(role: Role | undefined, { limit, cursor }: PageQuery) {
      const scope = `users:${role ?? 'all'}:oldest`;
      const page = await repo.page(role, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return cursorPage(ctx.cursors, scope, page, (user) => user);
    },

    async isAdmin(caller: UserDoc, email: string) {
      if (caller.email !== email && !isAdmin(caller)) throw forbidden('own_account_only');
      const user = caller.email === email ? caller : await repo.findByEmail(email);
      return { isAdmin: user?.role === 'Admin' };
    },

    /** A Buyer starts selling; a Seller asking again is answered as they are; an Admin stays an Admin. */
    async becomeSeller(caller: UserDoc): Promise<UserDoc> {
      if (caller.role === 'Seller') return caller;
      if (caller.role !== 'Buyer') throw forbidden('role_change_buyer_only');
      const changed = await repo.becomeSeller(caller._id);
      // Another tab changed it first: the record as it now is.
      return changed ?? (await repo.findByEmail(caller.email)) ?? caller;
    },

    async promote(id: string) {
      const result = await repo.promoteToAdmin(id);
      if (result.matchedCount === 0) throw notFound('user_not_found');
      return { acknowledged: result.acknowledged, matchedCount: result.matchedCount, modifiedCount: result.modifiedCount };
    },

    /** Deletes a buyer or seller, their identity account, their favourites and saved searches, and takes their listings off the market. */
    async remove(caller: UserDoc, email: string) {
      if (caller.email === email) throw invalid('cannot_delete_self');
      const target = await repo.findByEmail(email);
      if (!target) throw notFound('user_not_found');
      if (target.role === 'Admin') throw forbidden('admin_not_deletable');
      const result = await repo.deleteBuyerOrSeller(email);
      if (result.deletedCount > 0) {
        await products.takeOffMarket(email);
        await forgetFollows(email);
        await ctx.identity.deleteAccountByEmail(email);
      }
      return { acknowledged: result.acknowledged, deletedCount: result.deletedCount };
    },
  };
}
