// Saved searches: a person follows the results of a search, and hears of new listings that match
// in at most one digest per search an hour. The scheduler looks for searches that are due and have
// listings newer than their watermark, counts the new matches in the search read model, notifies
// (the key names the search and the window, so a repeat notifies nobody twice) and then moves the
// watermark on with a conditional update.
import { ObjectId } from 'mongodb';
import {
  SAVED_SEARCHES_MAX, SAVED_SEARCH_DIGEST_HOURS, SAVED_SEARCH_NAME_MAX, savedSearchQueryOf, type ListingFilters, type PageQuery, type SavedSearch, type SavedSearchInput,
  type SavedSearchesPage,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../users/users.documents';
import type { ProductsService } from '../products/products.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { cursorPage } from '../../http/cursor';
import { conflict, notFound } from '../../domain/errors';
import type { SavedSearchDoc } from './saved-searches.documents';
import { savedSearchKey, savedSearchesRepository } from './saved-searches.repository';

export interface SavedSearchesDeps {
  products: Pick<ProductsService, 'newestListedAt' | 'listedSince'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Saved searches looked at in one scheduler run. */
const DIGEST_BATCH = 200;
const HOUR_MS = 3_600_000;

const view = (doc: SavedSearchDoc): SavedSearch => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  query: savedSearchQueryOf(doc.filters),
  createdAt: doc.createdAt.toISOString(),
  lastDigestAt: doc.lastDigestAt?.toISOString() ?? null,
});

/** A name from the search itself when none is given: its words, brand, category and place. */
function defaultName(f: ListingFilters): string {
  const parts = [f.q, f.brand, f.category, f.location, f.minPrice !== undefined || f.maxPrice !== undefined ? `৳${f.minPrice ?? 0}–${f.maxPrice ?? '…'}` : undefined];
  const name = parts.filter(Boolean).join(' · ') || 'My search';
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}

export type SavedSearchesService = ReturnType<typeof savedSearchesService>;

export function savedSearchesService(ctx: AppContext, { products, notifications }: SavedSearchesDeps) {
  const repo = savedSearchesRepository(ctx.db.collections);

  /** One due search: a digest when new listings match it, else only its watermark moves. Answers whether a digest went out. */
  async function digest(search: SavedSearchDoc, newestListedAt: number, now: Date): Promise<boolean> {
    const found = products.listedSince(search.filters, search.watermark, search.ownerId);
    // Listings made since that do not match never will (as new listings): look past them next time.
    const watermark = Math.max(newestListedAt, found.newest ?? 0);
    if (found.count === 0) {
      await repo.advance(search, watermark);
      return false;
    }
    await notifications.notify({
      email: search.email,
      kind: 'saved_search_digest',
      key: `saved_search_digest:${search._id.toHexString()}:${search.watermark}`,
      savedSearchId: search._id,
      searchName: search.name,
      count: found.count,
    });
    return repo.advance(search, watermark, now, new Date(now.getTime() + SAVED_SEARCH_DIGEST_HOURS * HOUR_MS));
  }

  /**
   * POST /me/saved-searches: at most SAVED_SEARCHES_MAX each; it watches listings made from now on
   * (the demo data's, from `watchingSince`, so its first digest tells of the demo listings). A
   * search the person follows already (saved twice, a double tap, two tabs, a retry) is answered
   * as it was saved, name and all: `saved: false`.
   */
  async function create(caller: UserDoc, input: SavedSearchInput, { watchingSince }: { watchingSince?: Date } = {}): Promise<{ search: SavedSearch; saved: boolean }> {
    const key = savedSearchKey(caller.email, input.query);
    const followed = await repo.findByKey(key);
    if (followed) return { search: view(followed), saved: false };
    if ((await repo.countOf(caller.email)) >= SAVED_SEARCHES_MAX) throw conflict('saved_searches_full');
    const now = ctx.clock.now();
    const doc: SavedSearchDoc = {
      _id: new ObjectId(),
      key,
      email: caller.email,
      ownerId: caller._id.toHexString(),
      name: input.name ?? defaultName(input.query),
      filters: input.query,
      createdAt: now,
      watermark: watchingSince?.getTime() ?? products.newestListedAt(),
      dueAt: now,
    };
    if (!(await repo.insert(doc))) {
      // The same search saved at the same moment elsewhere: that one is the person's.
      // (Deleted again since, by another tab: the key is free, so this save goes in after all.)
      const raced = await repo.findByKey(key);
      return raced ? { search: view(raced), saved: false } : create(caller, input, { watchingSince });
    }
    // Two saves at the same moment at the limit: each counts after its own insert, and one that
    // finds too many takes its own back (the last insert sees every other, so the limit holds).
    if ((await repo.countOf(caller.email)) > SAVED_SEARCHES_MAX) {
      await repo.remove(doc._id, caller.email);
      throw conflict('saved_searches_full');
    }
    return { search: view(doc), saved: true };
  }

  return {
    create,

    /**
     * Start-up: searches saved before each had its key get it, oldest first; a later one the person
     * had saved again with the same filters is the same search and goes (one digest, one entry).
     * Safe with two instances starting at once; a no-op once done.
     */
    async upgradeLegacy(): Promise<void> {
      for (let batch = await repo.keyless(); batch.length > 0; batch = await repo.keyless()) {
        for (const doc of batch) {
          if ((await repo.addKey(doc._id, savedSearchKey(doc.email, doc.filters))) === 'duplicate') await repo.removeDuplicate(doc._id);
        }
      }
    },

    async page(caller: UserDoc, { limit, cursor }: PageQuery): Promise<SavedSearchesPage> {
      const scope = `saved-searches:${caller.email}`;
      const page = await repo.page(caller.email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      return cursorPage(ctx.cursors, scope, page, view);
    },

    /** PATCH /me/saved-searches/{id}: one's own only (anyone else's is not found). */
    async rename(caller: UserDoc, id: string, name: string): Promise<SavedSearch> {
      const doc = await repo.rename(new ObjectId(id), caller.email, name);
      if (!doc) throw notFound('saved_search_not_found');
      return view(doc);
    },

    /** DELETE /me/saved-searches/{id}: one's own only (anyone else's is not found). */
    async remove(caller: UserDoc, id: string): Promise<void> {
      const result = await repo.remove(new ObjectId(id), caller.email);
      if (result.deletedCount === 0) throw notFound('saved_search_not_found');
    },

    /** The person's account was deleted: their saved searches go with it. */
    async forget(email: string): Promise<void> {
      await repo.removeAllOf(email);
    },

    /**
     * The scheduler: digests for the searches that are due and may have news, at most DIGEST_BATCH
     * a run. Safe with two API instances (the key and the conditional watermark); answers how many went out.
     */
    async sendDigests(): Promise<number> {
      const now = ctx.clock.now();
      const newestListedAt = products.newestListedAt();
      let sent = 0;
      for (const search of await repo.due(now, newestListedAt, DIGEST_BATCH)) if (await digest(search, newestListedAt, now)) sent++;
      return sent;
    },
  };
}
