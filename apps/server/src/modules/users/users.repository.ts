// Data access for the users collection.
import { ObjectId } from 'mongodb';
import type { Role, RegistrableRole, SellerRating } from '@mobile-planet/shared';
import { pageBy } from '../../db/keyset';
import { orDuplicate } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { UserDoc } from './users.documents';
import type { CursorPosition } from '../../http/cursor';

export function usersRepository(c: Collections) {
  return {
    findByEmail: (email: string) => c.users.findOne({ email }),
    findById: (id: string) => c.users.findOne({ _id: new ObjectId(id) }),
    /**
     * One page of all users or of one role, oldest first (the _id breaks ties). On MongoDB an index
     * walk of {createdAt: 1, _id: 1} for all users, {role: 1, createdAt: 1, _id: 1} for a role.
     */
    page: (role: Role | undefined, page: { limit: number; after?: CursorPosition }) =>
      pageBy(c.users, role ? { role } : {}, { order: 'oldest', ...page }),
    /** Idempotent: an existing user keeps their name and role (a second Google sign-in posts again). */
    async upsert(input: { name: string; email: string; role: RegistrableRole; uid: string }) {
      const write = () => c.users.updateOne(
        { email: input.email },
        {
          $setOnInsert: { name: input.name, email: input.email, role: input.role, createdAt: new Date() },
          $set: { uid: input.uid },
        },
        { upsert: true },
      );
      // Two concurrent upserts can both try to insert; the loser's retry finds the winner's record.
      const result = await orDuplicate(write(), write);
      return { insertedId: result.upsertedId ?? null, user: (await c.users.findOne({ email: input.email })) as UserDoc };
    },
    /** Deletes only a Buyer or Seller: an Admin can never be removed through this call. */
    /** Inserts a user with fixed fields unless the email exists; always records the identity uid. */
    importUser: ({ uid, ...user }: UserDoc) => c.users.updateOne({ email: user.email }, { $setOnInsert: user, $set: { uid } }, { upsert: true }),
    setUid: (email: string, uid: string) => c.users.updateOne({ email }, { $set: { uid } }),
    hasAny: async () => (await c.users.countDocuments({}, { limit: 1 })) > 0,
    deleteBuyerOrSeller: (email: string) => c.users.deleteOne({ email, role: { $in: ['Buyer', 'Seller'] } }),
    /** Buyer → Seller, once: the filter on the old role makes a retry or a second tab change nothing. */
    becomeSeller: (id: UserDoc['_id']) => c.users.findOneAndUpdate({ _id: id, role: 'Buyer' }, { $set: { role: 'Seller' } }, { returnDocument: 'after' }),
    promoteToAdmin: (id: string) => c.users.updateOne({ _id: new ObjectId(id) }, { $set: { role: 'Admin' } }),
    setSellerRating: (email: string, rating: SellerRating) => c.users.updateOne({ email }, { $set: { sellerRating: rating } }),
    /** Moderation: the seller may no longer list; a second block keeps the first one's date and reason. */
    block: (email: string, blocked: NonNullable<UserDoc['blocked']>) =>
      c.users.updateOne({ email, blocked: { $exists: false } }, { $set: { blocked } }),
  };
}
