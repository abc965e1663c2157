// The IMEI rule: a device is on the market once. A listing holds each of its IMEIs by inserting
// the next generation `<imei>:<n>` (a unique _id), never by reading and then writing: of two
// sellers listing one IMEI at once, one insert wins and the other re-reads the winner and is
// judged against it. A generation is held while its listing is on the market (available or
// booked), hidden by an Admin, or sold less than IMEI_RELIST_WINDOW_DAYS ago; a deleted or
// removed listing, one sold longer ago, or one that was never made frees it for generation n+1.
import { setTimeout as sleep } from 'node:timers/promises';
import type { ObjectId } from 'mongodb';
import { IMEI_RELIST_WINDOW_DAYS } from '@mobile-planet/shared';
import type { Clock } from '../../clock';
import type { ImeiHoldDoc, ProductDoc } from './products.documents';
import { conflict } from '../../domain/errors';
import type { imeiHoldsRepository } from './imei-holds.repository';

const DAY_MS = 86_400_000;
/**
 * A hold is written just before its listing: for this long a hold without its listing is a
 * listing being made right now (a reader waits for it), after that one whose request died. Well
 * above what a request can take from its first hold to its insert (at most two waits, below).
 */
const PENDING_MS = 30_000;
/** How long one hold waits for a listing being made with the same IMEI before asking to try again. */
const MAX_WAIT_MS = 10_000;
const PENDING_POLL_MS = 25;

export type ImeiField = 'imei' | 'imei2';

/** A listing's IMEI that another listing holds. */
export interface ImeiConflict {
  field: ImeiField;
  holder: ProductDoc;
}

type Hold = 'held' | 'free' | 'pending';

/** Whether the hold's listing still blocks the IMEI at `now`. */
function holdOf(hold: ImeiHoldDoc, holder: ProductDoc | null, now: Date): Hold {
  if (hold.releasedAt) return 'free';
  if (!holder) return now.getTime() - hold.createdAt.getTime() < PENDING_MS ? 'pending' : 'free';
  switch (holder.status) {
    case 'available':
    case 'hidden': // hidden as suspect: the same device must not come back under another account
      return 'held';
    case 'sold':
      return now.getTime() - (holder.soldAt ?? holder.createdAt).getTime() < IMEI_RELIST_WINDOW_DAYS * DAY_MS ? 'held' : 'free';
    default:
      return 'free';
  }
}

export function imeiHolds(repo: ReturnType<typeof imeiHoldsRepository>, findListing: (id: ObjectId) => Promise<ProductDoc | null>, clock: Clock) {
  /**
   * Holds one IMEI for the listing: the new hold's id, null when the listing already holds it
   * (a repeated import), or the listing that holds it.
   */
  async function holdOne(imei: string, listing: Pick<ProductDoc, '_id' | 'sellerEmail'>): Promise<{ holdId: string | null } | { holder: ProductDoc }> {
    const waitUntil = Date.now() + MAX_WAIT_MS;
    const holdAt = (n: number): ImeiHoldDoc => ({ _id: `${imei}:${n}`, imei, n, productId: listing._id, sellerEmail: listing.sellerEmail, createdAt: clock.now() });
    // Most IMEIs come to the market for the first time: generation 0 is tried before anything is
    // read (one query, not two); taken, the latest generation decides as below.
    const first = holdAt(0);
    if (await repo.insert(first)) return { holdId: first._id };
    for (;;) {
      const latest = await repo.latest(imei);
      if (latest && !latest.releasedAt && latest.productId.equals(listing._id)) return { holdId: null };
      if (latest) {
        const holder = await findListing(latest.productId);
        const hold = holdOf(latest, holder, clock.now());
        if (hold === 'held') return { holder: holder! };
        if (hold === 'pending') {
          if (Date.now() > waitUntil) throw conflict('imei_busy');
          await sleep(PENDING_POLL_MS);
          continue;
        }
      }
      const hold = holdAt(latest ? latest.n + 1 : 0);
      if (await repo.insert(hold)) return { holdId: hold._id };
      // Another listing took generation n first: judge that one.
    }
  }

  async function release(holdIds: string[]): Promise<void> {
    if (holdIds.length > 0) await repo.release(holdIds, clock.now());
  }

  return {
    /**
     * Holds every IMEI of the listing, or none: when one is held elsewhere the ones already
     * held are released, so a refused listing leaves no hold behind. IMEIs are held in
     * one order (by their digits), so two listings sharing two IMEIs never wait on each other.
     */
    async holdAll(listing: Pick<ProductDoc, '_id' | 'sellerEmail'>, imeis: Array<[ImeiField, string]>): Promise<{ holdIds: string[] } | ImeiConflict> {
      const holdIds: string[] = [];
      try {
        for (const [field, imei] of [...imeis].sort((a, b) => a[1].localeCompare(b[1]))) {
          const outcome = await holdOne(imei, listing);
          if ('holder' in outcome) {
            await release(holdIds);
            return { field, holder: outcome.holder };
          }
          if (outcome.holdId) holdIds.push(outcome.holdId);
        }
      } catch (err) {
        await release(holdIds);
        throw err;
      }
      return { holdIds };
    },
    /** Frees holds of a listing that was not made after all (its insert failed). */
    release,
    /** A deleted listing frees its IMEIs. */
    releaseOf: (productId: ObjectId) => repo.releaseOf(productId, clock.now()),
  };
}
