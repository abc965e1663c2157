// Data access for favourites and the news waiting for their fan-out. No other module reads or
// writes either: they ask the favourites service.
import type { ObjectId } from 'mongodb';
import type { Collections } from '../../db/mongo';
import { pageBy } from '../../db/keyset';
import { insertOnce } from '../../db/insert-once';
import type { CursorPosition } from '../../http/cursor';
import type { FavouriteDoc, FavouriteNewsDoc } from './favourites.documents';

export const favouriteKey = (productId: ObjectId, email: string) => `${productId.toHexString()}:${email}`;

export function favouritesRepository(c: Collections) {
  const { favourites, favouriteNews } = c;
  return {
    /** false when the person already keeps it. */
    insert: (doc: FavouriteDoc) => insertOnce(favourites, doc),
    find: (productId: ObjectId, email: string) => favourites.findOne({ key: favouriteKey(productId, email) }),
    remove: (productId: ObjectId, email: string) => favourites.deleteOne({ key: favouriteKey(productId, email) }),
    countOf: (email: string) => favourites.countDocuments({ email }),
    removeAllOf: (email: string) => favourites.deleteMany({ email }),
    page: (email: string, page: { limit: number; after?: CursorPosition }) => pageBy(favourites, { email }, { order: 'newest', ...page }),
    /** Every listing a person keeps (at most FAVOURITES_MAX), newest first. */
    idsOf: async (email: string, max: number) =>
      (await favourites.find({ email }, { projection: { productId: 1 } }).sort({ createdAt: -1, _id: -1 }).limit(max).toArray()).map((d) => d.productId),
    /** The next `limit` favouriters of a listing after `after` (a favourite key), in key order. */
    favouritersAfter: (productId: ObjectId, after: string | undefined, limit: number) => {
      const prefix = `${productId.toHexString()}:`;
      // Every key of this listing lies between `<id>:` and `<id>;` (';' follows ':').
      return favourites
        .find({ key: { $gt: after ?? prefix, $lt: `${productId.toHexString()};` } }, { projection: { key: 1, email: 1 } })
        .sort({ key: 1 })
        .limit(limit)
        .toArray();
    },

    /** News recorded twice (a retried sale, say) is one document. */
    recordNews: (docs: FavouriteNewsDoc[]) => Promise.all(docs.map((doc) => insertOnce(favouriteNews, doc))),
    /** News told to everyone before `before`: nothing reads it again. */
    pruneTold: (before: Date) => favouriteNews.deleteMany({ done: true, at: { $lt: before } }),
    newsToTell: (limit: number) => favouriteNews.find({ done: false }).sort({ at: 1 }).limit(limit).toArray(),
    /** Moves the news's fan-out past a page, only from where it was read: of two instances, one moves it. */
    told: async (news: FavouriteNewsDoc, through: string | undefined, done: boolean) =>
      (
        await favouriteNews.updateOne(
          { _id: news._id, done: false, toldThrough: news.toldThrough ?? { $exists: false } },
          { $set: { done, ...(through !== undefined ? { toldThrough: through } : {}) } },
        )
      ).modifiedCount === 1,
  };
}
