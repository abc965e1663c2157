// Data access for the sale locks (sale_locks): one per sale of a listing, the first insert wins.
import { orDuplicate } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { SaleLockDoc } from './products.documents';

export function saleLocksRepository(c: Collections) {
  const locks = c.saleLocks;
  return {
    /** Takes the lock for a booking; answers the lock as it stands (this booking's, or the one that won it). */
    take: (lock: SaleLockDoc): Promise<SaleLockDoc> =>
      orDuplicate(locks.insertOne(lock).then(() => lock), async (err) => {
        const holder = await locks.findOne({ _id: lock._id });
        if (!holder) throw err;
        return holder;
      }),
  };
}
