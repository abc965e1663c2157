// Data access for imei_holds: who holds each IMEI, one generation at a time. Only the products
// module reads or writes it (through imei-holds.ts).
import type { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { ImeiHoldDoc } from './products.documents';

export function imeiHoldsRepository(c: Collections) {
  const holds = c.imeiHolds;
  return {
    /** The IMEI's latest generation, or null before its first listing. */
    latest: (imei: string) => holds.find({ imei }).sort({ n: -1 }).limit(1).next(),
    /** true when this call took the generation; false when another listing holds it (a unique `_id`). */
    insert: (hold: ImeiHoldDoc): Promise<boolean> => insertOnce(holds, hold),
    /** Frees holds taken for a listing that was not made (refused, or its insert failed). */
    release: (ids: string[], at: Date) => holds.updateMany({ _id: { $in: ids }, releasedAt: { $exists: false } }, { $set: { releasedAt: at } }),
    /** Frees a deleted listing's IMEIs. */
    releaseOf: (productId: ObjectId, at: Date) => holds.updateMany({ productId, releasedAt: { $exists: false } }, { $set: { releasedAt: at } }),
  };
}
