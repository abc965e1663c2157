// Data access for the products collection.
import type { ObjectId } from 'mongodb';
import type { CategoryId } from '@mobile-planet/shared';
import type { Collections, ProductDoc } from '../../db/mongo';

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export function productsRepository(c: Collections) {
  return {
    listAvailableInCategory: (category: CategoryId) =>
      c.products.find({ category, status: 'available' }).sort(NEWEST_FIRST).toArray(),
    listAdvertised: () => c.products.find({ advertised: true, status: 'available' }).sort(NEWEST_FIRST).toArray(),
    /** Every listing of one seller, or of everyone when no seller is given (the admin's view). */
    listBySeller: (sellerEmail?: string) =>
      c.products.find(sellerEmail === undefined ? {} : { sellerEmail }).sort(NEWEST_FIRST).toArray(),
    findById: (id: ObjectId) => c.products.findOne({ _id: id }),
    insert: (doc: ProductDoc) => c.products.insertOne(doc),
    deleteById: (id: ObjectId) => c.products.deleteOne({ _id: id }),
    /** Only while available: a listing sold in the meantime is not put back on the home page. */
    advertise: (id: ObjectId) => c.products.updateOne({ _id: id, status: 'available' }, { $set: { advertised: true } }),
  };
}
