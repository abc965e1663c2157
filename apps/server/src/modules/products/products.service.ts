// The rules around listings: what the public sees, who owns what, and what a new listing is.
import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import {
  brandFromDeviceName, type CategoryId, type ListingFilters, type ListingSort, type ListingsPage, type PageQuery, type ProductInput, type SellerRating,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { ProductDoc, UserDoc } from '../../db/mongo';
import { conflict, forbidden, notFound } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import { imagesService } from '../images/images.service';
import { productSerializer } from './products.serializer';
import { productsRepository, type SaleInfo } from './products.repository';
import type { SearchFilters } from './search/listing-index';


/** A reference a person can read out on the phone: 'MP-' and 8 uppercase hex digits. */
const newCustomId = () => `MP-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A page as the spec's array-shaped lists answer it: the items, and the cursor of the next page. */
export interface ArrayPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page of pre-serialized listings: its JSON array text, and the cursor of the next page. */
export interface JsonPage {
  json: string;
  nextCursor: string | null;
}

/** The JSON text of a page of pre-serialized listings. */
const jsonArray = (items: string[]) => `[${items.join(',')}]`;

export function productsService(ctx: AppContext) {
  const repo = productsRepository(ctx.db.collections);
  const images = imagesService(ctx);
  const out = productSerializer(ctx.config.publicApiUrl);
  const { catalog, cursors } = ctx;

  /** One page of the read model; the cursor names the list and its order, so it opens nothing else. */
  function searchPage(scope: string, filters: SearchFilters, sort: ListingSort, limit: number, cursor?: string) {
    const listScope = `${scope}:${sort}`;
    const page = catalog.search(filters, sort, limit, cursor ? cursors.decode(listScope, cursor) : undefined);
    return { ...page, nextCursor: page.next ? cursors.encode(listScope, page.next) : null };
  }

  /** The listing, if the caller owns it or is an admin: missing is a 404, someone else's a 403. */
  async function ownedListing(caller: UserDoc, id: string): Promise<ProductDoc> {
    const doc = await repo.findById(new ObjectId(id));
    if (!doc) throw notFound('No such listing');
    if (doc.sellerEmail !== caller.email && !isAdmin(caller)) throw forbidden('You can only change your own listings');
    return doc;
  }

  return {
    /** GET /listings: the JSON text of a ListingsPage (the listings are serialized once, when indexed). */
    search(filters: ListingFilters, sort: ListingSort, limit: number, cursor?: string): string {
      const page = searchPage('listings', filters, sort, limit, cursor);
      const head: Omit<ListingsPage, 'items'> = { nextCursor: page.nextCursor, total: page.total };
      return `{"items":${jsonArray(page.items)},${JSON.stringify(head).slice(1)}`;
    },
    facets: (filters: ListingFilters) => catalog.facets(filters),

    /** The spec's category grid, newest first, as JSON text. */
    listCategory(category: CategoryId, { limit, cursor }: PageQuery): JsonPage {
      const page = searchPage(`category:${category}`, { category }, 'newest', limit, cursor);
      return { json: jsonArray(page.items), nextCursor: page.nextCursor };
    },
    listAdvertised({ limit, cursor }: PageQuery): JsonPage {
      const page = searchPage('advertise', { advertised: true }, 'newest', limit, cursor);
      return { json: jsonArray(page.items), nextCursor: page.nextCursor };
    },

    async getPublic(id: string) {
      const doc = await repo.findById(new ObjectId(id));
      if (!doc || doc.status === 'removed') throw notFound('No such listing');
      return out.publicProduct(doc);
    },

    /** A seller sees their own listings, an admin everyone's; sold ones included; newest first. */
    async listFor(caller: UserDoc, { limit, cursor }: PageQuery): Promise<ArrayPage<ReturnType<typeof out.product>>> {
      const seller = isAdmin(caller) ? undefined : caller.email;
      const scope = `products:${seller ?? '*'}:newest`;
      const page = await repo.pageBySeller(seller, limit, cursor ? cursors.decode(scope, cursor) : undefined);
      return { items: page.items.map(out.product), nextCursor: page.next ? cursors.encode(scope, page.next) : null };
    },

    /** A listing with a fixed id (the demo data), once; search shows it at once. */
    async importListing(doc: ProductDoc): Promise<void> {
      await repo.insertIfAbsent(doc);
      await catalog.changed([doc._id]);
    },
    hasAny: () => repo.hasAny(),

    /** A listing as bookings and payments need it (any status), or null. */
    find: (id: ObjectId) => repo.findById(id),

    /**
     * available → sold to this sale, once. Answers the listing as it now is, or null when it was
     * not available (sold to someone else, or removed) at the moment of the write.
     */
    async markSold(id: ObjectId, sale: SaleInfo): Promise<ProductDoc | null> {
      const sold = await repo.markSold(id, sale);
      await catalog.changed([id]);
      return sold;
    },

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
    },

    /** A seller's rating changed (reviews): every listing of theirs carries it, and search shows it at once. */
    async setSellerRating(sellerEmail: string, rating: SellerRating): Promise<void> {
      await repo.setSellerRating(sellerEmail, rating);
      const ids = await repo.availableIdsOf(sellerEmail);
      if (ids.length > 0) await catalog.changed(ids);
    },

    async create(caller: UserDoc, input: ProductInput) {
      const img = await images.ownedImagePath(caller, input.img, 'img');
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
        status: 'available',
        advertised: false,
        createdAt: new Date(),
      };
      const result = await repo.insert(doc);
      await catalog.changed([doc._id]);
      return { acknowledged: result.acknowledged, insertedId: result.insertedId.toHexString() };
    },

    async remove(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      const result = await repo.deleteById(doc._id);
      await catalog.changed([doc._id]);
      return { acknowledged: result.acknowledged, deletedCount: result.deletedCount };
    },

    async advertise(caller: UserDoc, id: string) {
      const doc = await ownedListing(caller, id);
      if (doc.status === 'sold') throw conflict('This device is already sold');
      if (doc.status === 'removed') throw conflict('This listing was taken off the market');
      const result = await repo.advertise(doc._id);
      await catalog.changed([doc._id]);
      // Sold between our read and the update.
      if (result.matchedCount === 0) throw conflict('This device is already sold');
      return { acknowledged: result.acknowledged, modifiedCount: result.modifiedCount };
    },
  };
}
