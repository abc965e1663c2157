// Favourites: listings a person keeps to come back to, and what they hear of them. A listing's news
// (products records it: a price drop, a sale, leaving the market) waits in favourite_news; the
// scheduler tells its favouriters a page at a time, so no request waits on a listing's thousands of
// hearts, and each notification's key names the news and the reader (a repeated page tells nobody twice).
import { ObjectId } from 'mongodb';
import { FAVOURITES_MAX, type Favourite, type FavouriteIds, type FavouritesPage, type FavouriteStatus, type NotificationKind, type PageQuery } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../users/users.documents';
import type { ListingNews, ProductsService } from '../products/products.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { cursorPage } from '../../http/cursor';
import { conflict, forbidden, notFound } from '../../domain/errors';
import type { FavouriteDoc, FavouriteNewsDoc } from './favourites.documents';
import { favouriteKey, favouritesRepository } from './favourites.repository';

export interface FavouritesDeps {
  products: Pick<ProductsService, 'find' | 'offMarket' | 'cards'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** Favouriters told per page of a news's fan-out, and the most told in one scheduler run. */
const FAN_OUT_PAGE = 200;
const FAN_OUT_PER_RUN = 2000;
/** Told news is kept this long (what was told, for a look back), then deleted. */
const TOLD_NEWS_KEPT_MS = 7 * 24 * 3_600_000;

const KIND_OF: Record<ListingNews['kind'], NotificationKind> = {
  price_drop: 'favourite_price_drop',
  sold: 'favourite_sold',
  removed: 'favourite_removed',
};

/** What a favourite's listing is to the buyer: hidden, taken off and deleted are all `removed`. */
const statusOf = (status: string | undefined): FavouriteStatus => (status === 'available' || status === 'sold' ? status : 'removed');

export type FavouritesService = ReturnType<typeof favouritesService>;

export function favouritesService(ctx: AppContext, { products, notifications }: FavouritesDeps) {
  const repo = favouritesRepository(ctx.db.collections);

  /** Tells one page of a news's favouriters: how many were told, and the news as it now stands (null once all were told). */
  async function tellPage(news: FavouriteNewsDoc): Promise<{ told: number; next: FavouriteNewsDoc | null }> {
    const page = await repo.favouritersAfter(news.productId, news.toldThrough, FAN_OUT_PAGE);
    const readers = page.filter((f) => f.email !== news.except);
    await Promise.all(
      readers.map((f) =>
        notifications.notify({
          email: f.email,
          kind: KIND_OF[news.kind],
          key: `${KIND_OF[news.kind]}:${news.productId.toHexString()}:${news._id}:${f.email}`,
          productId: news.productId,
          device: news.device,
          ...(news.amount !== undefined ? { amount: news.amount } : {}),
          ...(news.previousAmount !== undefined ? { previousAmount: news.previousAmount } : {}),
        }),
      ),
    );
    const through = page.at(-1)?.key;
    const done = page.length < FAN_OUT_PAGE;
    // Another instance moved it first: it goes on from there, not this one.
    if (!(await repo.told(news, through, done)) || done) return { told: readers.length, next: null };
    return { told: readers.length, next: { ...news, ...(through !== undefined ? { toldThrough: through } : {}) } };
  }

  return {
    /** PUT /me/favourites/{productId}: idempotent; a listing the public may see (on sale or sold), not one's own. */
    async add(caller: UserDoc, productId: string): Promise<{ productId: string; savedAt: string }> {
      const id = new ObjectId(productId);
      const kept = await repo.find(id, caller.email);
      if (kept) return { productId, savedAt: kept.createdAt.toISOString() };
      const listing = await products.find(id);
      if (!listing || products.offMarket(listing)) throw notFound('listing_not_found');
      if (listing.sellerEmail === caller.email) throw forbidden('favourite_own_listing');
      if ((await repo.countOf(caller.email)) >= FAVOURITES_MAX) throw conflict('favourites_full');
      const doc: FavouriteDoc = {
        _id: new ObjectId(),
        key: favouriteKey(id, caller.email),
        email: caller.email,
        productId: id,
        deviceName: listing.deviceName,
        createdAt: ctx.clock.now(),
      };
      if (await repo.insert(doc)) {
        // Two hearts pressed at the same moment at the limit: each counts after its own insert, and
        // one that finds too many takes its own back, so the last insert always sees every other.
        if ((await repo.countOf(caller.email)) > FAVOURITES_MAX) {
          await repo.remove(id, caller.email);
          throw conflict('favourites_full');
        }
        return { productId, savedAt: doc.createdAt.toISOString() };
      }
      // Another tab added it meanwhile.
      const raced = await repo.find(id, caller.email);
      return { productId, savedAt: (raced?.createdAt ?? doc.createdAt).toISOString() };
    },

    /** DELETE /me/favourites/{productId}: idempotent (one not kept is already gone). */
    async remove(caller: UserDoc, productId: string): Promise<void> {
      await repo.remove(new ObjectId(productId), caller.email);
    },

    /** GET /me/favourites: newest first, each with its listing's card and status now. */
    async page(caller: UserDoc, { limit, cursor }: PageQuery): Promise<FavouritesPage> {
      const scope = `favourites:${caller.email}`;
      const page = await repo.page(caller.email, { limit, ...(cursor ? { after: ctx.cursors.decode(scope, cursor) } : {}) });
      const cards = await products.cards(page.items.map((f) => f.productId));
      return cursorPage(ctx.cursors, scope, page, (f): Favourite => {
        const card = cards.get(f.productId.toHexString());
        const status = statusOf(card?.status);
        return {
          productId: f.productId.toHexString(),
          savedAt: f.createdAt.toISOString(),
          status,
          deviceName: card?.listing.deviceName ?? f.deviceName,
          // A hidden or taken-off listing shows nothing of itself, as its public page does.
          listing: card && status !== 'removed' ? card.listing : null,
        };
      });
    },

    /** The person's account was deleted: their favourites go with it (and they are told nothing more). */
    async forget(email: string): Promise<void> {
      await repo.removeAllOf(email);
    },

    /** GET /me/favourites/ids: every listing the caller keeps, for the hearts on any page. */
    async ids(caller: UserDoc): Promise<FavouriteIds> {
      return { ids: (await repo.idsOf(caller.email, FAVOURITES_MAX)).map((id) => id.toHexString()) };
    },

    /** Products' news of listings (handed to products by the composition root): recorded now, told by `tellNews`. */
    async record(news: ListingNews[]): Promise<void> {
      const at = ctx.clock.now();
      await repo.recordNews(news.map(({ id, ...rest }) => ({ ...rest, _id: id, at, done: false })));
    },

    /**
     * The scheduler: tells waiting news to its favouriters, a page per news at a time, at most
     * FAN_OUT_PER_RUN notifications a run. Safe with two API instances: a page told twice writes
     * each notification once (its key), and only one instance moves the news past it.
     */
    async tellNews(): Promise<number> {
      let told = 0;
      for (const first of await repo.newsToTell(20)) {
        for (let news: FavouriteNewsDoc | null = first; news && told < FAN_OUT_PER_RUN; ) {
          const page = await tellPage(news);
          told += page.told;
          news = page.next;
        }
      }
      await repo.pruneTold(new Date(ctx.clock.now().getTime() - TOLD_NEWS_KEPT_MS));
      return told;
    },
  };
}
