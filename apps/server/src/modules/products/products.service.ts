// The rules around listings: what the public sees, who owns what, and what a new listing is.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import {
  IMEI_REQUIRED_CATEGORIES, MSG, brandFromDeviceName, imeiLast4, listingPhotosOf, type CategoryId, type ProductEdit, type ListingFacets, type ListingFilters, type ListingSort, type ListingsPage, type PageQuery, type ProductInput,
  type SellerRating, type PhoneListing, type ProductStatus,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { ProductDoc } from './products.documents';
import type { UserDoc } from '../users/users.documents';
import { cursorPage, type CursorPage } from '../../http/cursor';
import { conflict, forbidden, invalid, notFound, validationFailed } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import type { ImagesService } from '../images/images.service';
import { imeiHolds, type ImeiConflict, type ImeiField } from './imei-holds';
import { imeiHoldsRepository } from './imei-holds.repository';
import { photosOf, productSerializer } from './products.serializer';
import { productsRepository } from './products.repository';
import { saleLocksRepository } from './sale-locks.repository';
import { listingSale, type PaidBooking, type Unsold } from './sell-listing';
import type { SearchFilters } from './search/listing-index';
import type { ServedPage } from './catalog';
import { PageMemo } from './search/page-memo';


/** A reference a person can read out on the phone: 'MP-' and 8 uppercase hex digits. */
const newCustomId = () => `MP-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A page of pre-serialized listings: its JSON array's bytes, and the cursor of the next page. */
export interface JsonPage {
  json: Buffer;
  nextCursor: string | null;
}

/** How a ListingsPage's JSON starts: its items come first. */
const ITEMS_OPEN = Buffer.from('{"items":');

/** A ListingsPage's JSON: its items' JSON array, then the rest. */
function listingsAnswer(items: Buffer, nextCursor: string | null, total: number): Buffer {
  const head: Omit<ListingsPage, 'items'> = { nextCursor, total };
  return Buffer.concat([ITEMS_OPEN, items, Buffer.from(`,${JSON.stringify(head).slice(1)}`)]);
}

/** An answer kept, what it stands on, and its size in bytes. */
interface Kept<Basis, Answer> {
  basis: Basis;
  answer: Answer;
  bytes: number;
}
/**
 * Bytes of answers kept a generation (two are kept): of searches' pages (about 17 KB a page of 24
 * to 48 cards) some 2,000; of the category and advertised lists' pages some 500; of facet counts
 * (about 1.2 KB each) some 3,000.
 */
const ANSWER_BYTES = { searches: 48 * 2 ** 20, lists: 8 * 2 ** 20, facets: 4 * 2 ** 20 };

/** Listings the public never sees: deleted with their seller, or hidden by an Admin. */
const offMarket = (doc: ProductDoc | null): doc is null | (ProductDoc & { status: 'removed' | 'hidden' }) =>
  !doc || doc.status === 'removed' || doc.status === 'hidden';

/** How often an edit is tried again on a listing another edit changed meanwhile (in other fields). */
const EDIT_ATTEMPTS = 3;

/** Whether any of `fields` differs between two reads of a listing (a listing without photos has `[img]`). */
function changedBetween(before: ProductDoc, after: ProductDoc, fields: Array<keyof ProductDoc>): boolean {
  const value = (doc: ProductDoc, field: keyof ProductDoc) => JSON.stringify(field === 'photos' ? photosOf(doc) : doc[field]);
  return fields.some((field) => value(before, field) !== value(after, field));
}

/** The IMEIs a listing carries, each with the field it came in. */
const imeisOf = (doc: Pick<ProductDoc, 'imei' | 'imei2'>): Array<[ImeiField, string]> => [
  ...(doc.imei ? [['imei', doc.imei] as [ImeiField, string]] : []),
  ...(doc.imei2 ? [['imei2', doc.imei2] as [ImeiField, string]] : []),
];

/** The listing of another seller's that a refused listing carried the IMEI of. */
export interface ImeiAttempt {
  imeiLast4: string;
  deviceName: string;
  sellerName: string;
  sellerEmail: string;
  at: Date;
}

/**
 * What happened to a listing that the people who favourited it hear of: its price dropped, it was
 * sold, or it left the market (hidden, taken off with its seller, deleted). `id` names the event
 * once (a repeat of the same sale or edit gives the same id), so recording it twice is harmless.
 */
export interface ListingNews {
  id: string;
  productId: ObjectId;
  kind: 'price_drop' | 'sold' | 'removed';
  device: string;
  /** A price drop's new price and the one it replaced, in taka. */
  amount?: number;
  previousAmount?: number;
  /** Who is not told: the buyer a listing was sold to. */
  except?: string;
}

export interface ProductsDeps {
  images: Pick<ImagesService, 'ownedImagePath'>;
  /**
   * Records listings' news for their favouriters (favourites' record, handed in by the composition
   * root: favourites reads listings). One write: the fan-out to the favouriters is a scheduled job's.
   */
  listingNews: (news: ListingNews[]) => Promise<void>;
  /**
   * Puts the listing holding a refused listing's IMEI in the moderation queue (moderation's
   * flagImei, handed in by the composition root: moderation itself reads listings).
   */
  flagImei: (holder: ProductDoc, attempt: ImeiAttempt) => Promise<void>;
}

export type ProductsService = ReturnType<typeof productsService>;

export function productsService(ctx: AppContext, { images, flagImei, listingNews }: ProductsDeps) {
  const repo = productsRepository(ctx.db.collections);
  // Listings read from the database (a listing's page, My products) get their badge as the catalogue's do.
  const out = productSerializer(ctx.config.publicApiUrl, ctx.catalog.badgeOf);
  const { catalog, cursors } = ctx;
  const holds = imeiHolds(imeiHoldsRepository(ctx.db.collections), (id) => repo.findById(id), ctx.clock);
  const sale = listingSale(repo, saleLocksRepository(ctx.db.collections), (id, write) => catalog.written(id, write), ctx.clock);

  /**
   * A listing refused because another holds its IMEI: the seller's own earlier listing is a plain
   * 409; another seller's goes to the moderation queue as a possible stolen or cloned device
   * (one open case per listing and refused seller, however often they retry).
   */
  async function refuseImei(caller: UserDoc, doc: ProductDoc, { field, holder }: ImeiConflict): Promise<never> {
    if (holder.sellerEmail === caller.email) throw conflict('imei_yours', field);
    await flagImei(holder, {
      imeiLast4: imeiLast4(doc[field]!),
      deviceName: doc.deviceName,
      sellerName: caller.name,
      sellerEmail: caller.email,
      at: ctx.clock.now(),
    });
    throw conflict('imei_taken', field);
  }

  /** The news that these listings left the market, for those that did (a sale that won meanwhile keeps its own news). */
  async function tellRemoved(ids: ObjectId[], status: 'hidden' | 'removed'): Promise<void> {
    const gone = (await repo.findByIds(ids)).filter((doc) => doc.status === status);
    if (gone.length > 0) await listingNews(gone.map((doc) => ({ id: `removed:${doc._id.toHexString()}`, productId: doc._id, kind: 'removed', device: doc.deviceName })));
  }

  /** Hides listings still on the market (moderation) and tells the read model. */
  async function hideListings(ids: ObjectId[], reason: string): Promise<void> {
    if (ids.length === 0) return;
    await repo.hide(ids, { hiddenAt: ctx.clock.now(), reason });
    await repo.keepSold(ids);
    await catalog.changed(ids);
    await tellRemoved(ids, 'hidden');
  }

  /** Sells the booking's listing (sell-listing.ts); its favouriters hear of the sale, once per sale. */
  async function sellListing(booking: PaidBooking): Promise<'sold' | Unsold> {
    const result = await sale.sellListing(booking);
    if (result.sale !== 'sold') return result.sale;
    const doc = result.listing;
    await listingNews([
      { id: `sold:${doc._id.toHexString()}:${doc.saleGeneration ?? 0}`, productId: doc._id, kind: 'sold', device: doc.deviceName, except: booking.email },
    ]);
    return result.sale;
  }

  // What the catalogue answered, by request, kept while it still stands: the same search asked
  // again (a popular one, the next visitor of a shared link, any search asked again while the
  // market writes) gets the same bytes, not put together again. A page stands while the model
  // serves the same listings with the same badges (catalog.servedNow); a count that moved is
  // written into the answer kept. Bounded by bytes (page-memo.ts): `capacity` a generation, two kept.
  function keptAnswers<Basis, Answer>(capacity: number, stands: (kept: Kept<Basis, Answer>) => boolean) {
    const answered = new PageMemo<Kept<Basis, Answer>>(capacity, (kept) => kept.bytes);
    return async function remembered(key: string, answer: () => Promise<Kept<Basis, Answer>>): Promise<Answer> {
      const known = answered.get(key);
      if (known && stands(known)) return known.answer;
      const fresh = await answer();
      answered.set(key, fresh);
      return fresh.answer;
    };
  }
  const rememberedPage = keptAnswers<ServedPage, JsonPage>(ANSWER_BYTES.lists, (kept) => catalog.servedNow(kept.basis) !== undefined);
  // The items are kept once, in the answer: a moved count writes a new answer around them.
  const rememberedListings = keptAnswers<{ served: ServedPage; itemsLength: number; nextCursor: string | null; total: number }, Buffer>(ANSWER_BYTES.searches, (kept) => {
    const { basis } = kept;
    const page = catalog.servedNow(basis.served);
    if (!page) return false;
    if (page.total !== basis.total) {
      kept.answer = listingsAnswer(kept.answer.subarray(ITEMS_OPEN.length, ITEMS_OPEN.length + basis.itemsLength), basis.nextCursor, page.total);
      basis.total = page.total;
    }
    return true;
  });
  // The results page asks for a search's facet counts with every search: kept apart, so that the
  // two answers of one search do not push each other out (a facets answer is about 1.2 KB). They
  // stand while the model answers the same counts (kept until a change counts in them).
  const rememberedFacets = keptAnswers<{ filters: ListingFilters; facets: ListingFacets }, Buffer>(ANSWER_BYTES.facets, ({ basis }) => catalog.facets(basis.filters) === basis.facets);

  /** One page of the read model; the cursor names the list and its order, so it opens nothing else. */
  async function searchPage(scope: string, filters: SearchFilters, sort: ListingSort, limit: number, cursor?: string) {
    const listScope = `${scope}:${sort}`;
    const page = await catalog.search(filters, sort, limit, cursor ? cursors.decode(listScope, cursor) : undefined);
    return { json: page.json, nextCursor: page.next ? cursors.encode(listScope, page.next) : null, total: page.total, served: page.served };
  }

  /** The listing, if the caller owns it or is an admin: missing is a 404, someone else's a 403. */
  async function ownedListing(caller: UserDoc, id: string): Promise<ProductDoc> {
    const doc = await repo.findById(new ObjectId(id));
    if (!doc) throw notFound('listing_not_found');
    if (doc.sellerEmail !== caller.email && !isAdmin(caller)) throw forbidden('listing_not_yours');
    return doc;
  }

  /**
   * The stored paths of a listing's photos, in order, each one the caller uploaded (an Admin may
   * use anyone's) or, when editing, one the listing already shows (its seller keeps the demo
   * data's pictures, an Admin's edit keeps the seller's). A bad one is a 400 on `photos.{i}`.
   */
  async function photoPaths(caller: UserDoc, urls: string[], field: 'img' | 'photos', kept: string[] = []): Promise<string[]> {
    return Promise.all(
      urls.map(async (url, i) => {
        const path = kept.find((p) => url === p || url.endsWith(p));
        return path ?? images.ownedImagePath(caller, url, field === 'img' ? 'img' : `photos.${i}`);
      }),
    );
  }

  /** Why a listing that is not available cannot be edited (409), or nothing. */
  function refuseEditOf(doc: ProductDoc): void {
    if (doc.status === 'sold') throw conflict('listing_already_sold');
    if (doc.status === 'removed') throw conflict('listing_removed');
    if (doc.status === 'hidden') throw conflict('listing_hidden_edit');
  }

  return {
    /** GET /listings: the JSON of a ListingsPage, as bytes (each listing's JSON as the catalogue serves it). */
    async search(filters: ListingFilters, sort: ListingSort, limit: number, cursor?: string): Promise<Buffer> {
      return rememberedListings(`${sort}|${limit}|${cursor ?? ''}|${JSON.stringify(filters)}`, async () => {
        const { json, nextCursor, total, served } = await searchPage('listings', filters, sort, limit, cursor);
        const answer = listingsAnswer(json, nextCursor, total);
        return { basis: { served, itemsLength: json.length, nextCursor, total }, answer, bytes: answer.length };
      });
    },
    /** GET /listings/facets: the JSON of ListingFacets, as bytes (kept, with their ETag and compressed bytes, as a page's are). */
    facets: (filters: ListingFilters): Promise<Buffer> =>
      rememberedFacets(JSON.stringify(filters), async () => {
        const facets = catalog.facets(filters);
        const answer = Buffer.from(JSON.stringify(facets));
        return { basis: { filters, facets }, answer, bytes: answer.length };
      }),

    /** The spec's category grid, newest first, as JSON bytes. */
    async listCategory(category: CategoryId, { limit, cursor }: PageQuery): Promise<JsonPage> {
      return rememberedPage(`category|${category}|${limit}|${cursor ?? ''}`, async () => {
        const page = await searchPage(`category:${category}`, { category }, 'newest', limit, cursor);
        return { basis: page.served, answer: { json: page.json, nextCursor: page.nextCursor }, bytes: page.json.length };
      });
    },
    async listAdvertised({ limit, cursor }: PageQuery): Promise<JsonPage> {
      return rememberedPage(`advertise|${limit}|${cursor ?? ''}`, async () => {
        const page = await searchPage('advertise', { advertised: true }, 'newest', limit, cursor);
        return { basis: page.served, answer: { json: page.json, nextCursor: page.nextCursor }, bytes: page.json.length };
      });
    },

    async getPublic(id: string) {
      const doc = await repo.findById(new ObjectId(id));
      if (offMarket(doc)) throw notFound('listing_not_found');
      return out.publicProduct(doc);
    },

    /** A seller sees their own listings, an admin everyone's; sold ones included; newest first. */
    async listFor(caller: UserDoc, { limit, cursor }: PageQuery): Promise<CursorPage<ReturnType<typeof out.product>>> {
      const seller = isAdmin(caller) ? undefined : caller.email;
      const scope = `products:${seller ?? '*'}:newest`;
      const page = await repo.pageBySeller(seller, limit, cursor ? cursors.decode(scope, cursor) : undefined);
      return cursorPage(cursors, scope, page, out.product);
    },

    /** A listing with a fixed id (the demo data), once; search shows it at once. */
    async importListing(doc: ProductDoc): Promise<void> {
      // Its IMEIs are held like any listing's (again on a repeat, harmlessly); one held by another listing stays with that one.
      await holds.holdAll(doc, imeisOf(doc));
      await repo.insertIfAbsent(doc);
      await catalog.changed([doc._id]);
    },
    hasAny: () => repo.hasAny(),

    /** A listing as bookings, payments and moderation need it (any status), or null. */
    find: (id: ObjectId) => repo.findById(id),
    /** Off the market for buyers: removed with its seller, or hidden by an Admin (it cannot be booked or paid for). */
    offMarket,
    /** How many listings a seller has made, any status (the moderation queue's seller record). */
    countBySeller: (sellerEmail: string) => repo.countBySeller(sellerEmail),

    /** Moderation: takes the listing off every list and search, if it is still on the market; its seller reads `reason`. */
    hide: (id: ObjectId, reason: string) => hideListings([id], reason),
    /** Moderation (a blocked seller): hides every listing they still have on the market. */
    hideAllOf: async (sellerEmail: string, reason: string) => hideListings(await repo.availableIdsOf(sellerEmail), reason),

    /** Whose the booking's device is now, and sells it to a paid booking: how a listing becomes sold (sell-listing.ts). */
    saleStateFor: sale.saleStateFor,
    sellListing,

    /** The cards of these listings as the listings search answers them, with their status (favourites); a missing one is absent. */
    async cards(ids: ObjectId[]): Promise<Map<string, { status: ProductStatus; listing: PhoneListing }>> {
      const docs = await repo.findByIds(ids);
      return new Map(docs.map((doc) => [doc._id.toHexString(), { status: doc.status, listing: out.listing(doc) }]));
    },

    /** When the newest listing on the market was listed (ms), or 0 with none: where a new saved search starts watching. */
    newestListedAt: () => catalog.newest(1)[0]?.createdAt ?? 0,
    /** Listings on the market that pass `filters`, listed after `after` (ms), not the watcher's own: a saved search's digest. */
    listedSince: (filters: ListingFilters, after: number, exceptSellerId: string) => catalog.listedSince(filters, after, exceptSellerId),

    /** Puts a listing sold to this booking back on the market (the seller cancelled the paid deal). */
    async relist(id: ObjectId, bookingId: ObjectId): Promise<void> {
      await repo.relist(id, bookingId);
      await catalog.changed([id]);
    },

    /** Takes every listing a seller still has on the market off it (the seller was deleted). */
    async takeOffMarket(sellerEmail: string): Promise<void> {
      const ids = await repo.availableIdsOf(sellerEmail);
      if (ids.length === 0) return;
      await repo.takeOffMarket(ids);
      await catalog.changed(ids);
      await tellRemoved(ids, 'removed');
    },

    /** A seller's rating changed (reviews): every listing of theirs carries it, and search shows it at once. */
    async setSellerRating(sellerEmail: string, rating: SellerRating): Promise<void> {
      await repo.setSellerRating(sellerEmail, rating);
      const ids = await repo.availableIdsOf(sellerEmail);
      if (ids.length > 0) await catalog.changed(ids);
    },

    async create(caller: UserDoc, input: ProductInput) {
      if (caller.blocked) throw forbidden({ code: 'seller_blocked', params: { reason: caller.blocked.reason } });
      // The spec's `img` alone is a one-photo listing; with `photos`, it is photos[0] (the schema checks).
      const photos = await photoPaths(caller, listingPhotosOf(input), input.photos ? 'photos' : 'img');
      const img = photos[0]!;
      const doc: ProductDoc = {
        _id: new ObjectId(),
        customID: newCustomId(),
        deviceName: input.deviceName,
        brand: input.brand ?? brandFromDeviceName(input.deviceName),
        sellerName: input.sellerName,
        sellerEmail: caller.email,
        sellerId: caller._id.toHexString(),
        // The caller is the seller: the listing starts with their rating so far.
        ...(caller.sellerRating ? { sellerRating: caller.sellerRating } : {}),
        resalePrice: input.resalePrice,
        originalPrice: input.originalPrice,
        yearsOfUse: input.yearsOfUse,
        postedDate: input.postedDate,
        category: input.category,
        condition: input.condition,
        Contact: input.Contact,
        Location: input.Location,
        description: input.description,
        img,
        photos,
        status: 'available',
        advertised: false,
        createdAt: new Date(),
        ...(input.imei ? { imei: input.imei, imeiLast4: imeiLast4(input.imei) } : {}),
        ...(input.imei2 ? { imei2: input.imei2 } : {}),
        // The schema made sure a device with an IMEI states it and one without does not.
        ...(input.neir ? { neir: input.neir } : {}),
      };
      // Each IMEI is held before the listing is written (both or none); see imei-holds.ts.
      const held = await holds.holdAll(doc, imeisOf(doc));
      if ('holder' in held) return refuseImei(caller, doc, held);
      const result = await repo.insert(doc).catch(async (err: unknown) => {
        await holds.release(held.holdIds);
        throw err;
      });
      await catalog.created(doc);
      return { acknowledged: result.acknowledged, insertedId: result.insertedId.toHexString() };
    },

    /** The listing as its seller (or an Admin) edits it: the owner's view, any status. */
    async ownView(caller: UserDoc, id: string) {
      return out.product(await ownedListing(caller, id));
    },

    /**
     * PATCH /products/{id}: the seller (or an Admin) changes an available listing's fields and
     * photos; not its IMEIs (a different device is a new listing) nor its owner or status. A new
     * price keeps the old one in the listing's history. Answers the listing as it now is.
     */
    async edit(caller: UserDoc, id: string, input: ProductEdit) {
      const doc = await ownedListing(caller, id);
      refuseEditOf(doc);
      const { photos: photoUrls, imei: _imei, imei2: _imei2, ...fields } = input;
      // A tablet listed without an IMEI cannot become a phone: a phone needs one, and IMEIs are not edited.
      if (fields.category && !doc.imei && (IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(fields.category)) {
        throw invalid('listing_needs_imei', 'category');
      }
      // NEIR registers a device by its IMEI: a listing without one has no status to state.
      if (fields.neir && !doc.imei) throw validationFailed({ neir: MSG.neirNeedsImei });
      // A field sent blank where blank means "not given" (an unchosen NEIR status) changes nothing: never a null written.
      const set: Partial<ProductDoc> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (fields.deviceName !== undefined && fields.brand === undefined && !doc.brand) set.brand = brandFromDeviceName(fields.deviceName);
      if (photoUrls) {
        const photos = await photoPaths(caller, photoUrls, 'photos', photosOf(doc));
        set.photos = photos;
        set.img = photos[0]!;
      }
      const now = ctx.clock.now();
      // Written only over the version read. Another edit in between that changed none of these
      // fields is merged with (this edit is applied to the listing as it now is); one that changed
      // any of them is a 409, so neither seller's change is undone without them hearing of it.
      let base = doc;
      for (let attempt = 1; ; attempt += 1) {
        const priceLeft =
          fields.resalePrice !== undefined && fields.resalePrice !== base.resalePrice ? { price: base.resalePrice, at: now } : undefined;
        // Search, the category grids and the price guide see the change at once (the write's answer, not read again).
        const edited = await catalog.written(base._id, () => repo.edit(base._id, base.editVersion, set, priceLeft));
        if (edited) {
          // A lower price is news to those who favourited it; the edit's version names it once.
          if (priceLeft && edited.resalePrice < priceLeft.price) {
            await listingNews([
              {
                id: `price_drop:${edited._id.toHexString()}:${edited.editVersion}`,
                productId: edited._id,
                kind: 'price_drop',
                device: edited.deviceName,
                amount: edited.resalePrice,
                previousAmount: priceLeft.price,
              },
            ]);
          }
          return out.product(edited);
        }
        // Sold, hidden or deleted since we read it, or another edit came first: say which.
        const latest = await repo.findById(base._id);
        if (!latest) throw notFound('listing_not_found');
        refuseEditOf(latest);
        if (attempt >= EDIT_ATTEMPTS || changedBetween(base, latest, Object.keys(set) as Array<keyof ProductDoc>)) throw conflict('listing_edit_conflict');
        base = latest;
      }
    },

    async remove(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      // Deleting frees its IMEIs: a listing an Admin hid as suspect stays (and keeps them) unless an Admin deletes it.
      if (doc.status === 'hidden' && !isAdmin(caller)) throw conflict('listing_hidden_delete');
      const result = await repo.deleteById(doc._id);
      await holds.releaseOf(doc._id);
      await catalog.changed([doc._id]);
      // Deleted while on sale: its favouriters hear it is gone (a sold or hidden one's already did).
      if (doc.status === 'available' && result.deletedCount > 0) {
        await listingNews([{ id: `removed:${doc._id.toHexString()}`, productId: doc._id, kind: 'removed', device: doc.deviceName }]);
      }
      return { acknowledged: result.acknowledged, deletedCount: result.deletedCount };
    },

    async advertise(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      if (doc.status === 'sold') throw conflict('listing_already_sold');
      if (doc.status === 'removed') throw conflict('listing_removed');
      if (doc.status === 'hidden') throw conflict('listing_hidden_advertise');
      const result = await repo.advertise(doc._id);
      await catalog.changed([doc._id]);
      // Sold between our read and the update.
      if (result.matchedCount === 0) throw conflict('listing_already_sold');
      return { acknowledged: result.acknowledged, modifiedCount: result.modifiedCount };
    },
  };
}
