// Data access for imei_claims: who holds each IMEI, one generation at a time. Only the products
// module reads or writes it (through imei-claims.ts).
import type { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { ImeiClaimDoc } from './products.documents';

export function imeiClaimsRepository(c: Collections) {
  const claims = c.imeiClaims;
  return {
    /** The IMEI's latest generation, or null before its first listing. */
    latest: (imei: string) => claims.find({ imei }).sort({ n: -1 }).limit(1).next(),
    /** true when this call took the generation; false when another listing holds it (a unique `_id`). */
    insert: (claim: ImeiClaimDoc): Promise<boolean> => insertOnce(claims, claim),
    /** Frees claims taken for a listing that was not made (refused, or its insert failed). */
    release: (ids: string[], at: Date) => claims.updateMany({ _id: { $in: ids }, releasedAt: { $exists: false } }, { $set: { releasedAt: at } }),
    /** Frees a deleted listing's IMEIs. */
    releaseOf: (productId: ObjectId, at: Date) => claims.updateMany({ productId, releasedAt: { $exists: false } }, { $set: { releasedAt: at } }),
  };
}
