// How a product leaves the API: one place decides which fields the public sees, and every
// answer's `img` is made absolute to this API.
import {
  PHONE_LISTING_FIELDS, PUBLIC_PRODUCT_FIELDS, brandFromDeviceName, type Brand, type PhoneListing, type PriceBadge, type Product, type PublicProduct,
} from '@mobile-planet/shared';
import type { ProductDoc } from './products.documents';
import { absoluteImageUrl } from '../images/image-url';

/** A listing's brand; one made before brands existed gets the one its device name suggests. */
export const brandOf = (doc: Pick<ProductDoc, 'brand' | 'deviceName'>): Brand => doc.brand ?? brandFromDeviceName(doc.deviceName);

/** A listing's photos, cover first; one made before photos (and the demo data without more) has its one `img`. */
export const photosOf = (doc: Pick<ProductDoc, 'photos' | 'img'>): string[] => (doc.photos?.length ? doc.photos : [doc.img]);

/** A listing's price-guide badge, from the figures in memory (the price guide's table): never a query. */
export type BadgeOf = (doc: ProductDoc) => PriceBadge | undefined;

/** The named fields of a stored listing, in their wire form (string id, ISO date, absolute image, badge while on the market). */
function pick<K extends keyof Product>(doc: ProductDoc, fields: readonly K[], publicApiUrl: string, badgeOf?: BadgeOf): Pick<Product, K> {
  const wire: Record<string, unknown> = {};
  for (const field of fields) {
    if (field === '_id') wire._id = doc._id.toHexString();
    else if (field === 'createdAt') wire.createdAt = doc.createdAt.toISOString();
    else if (field === 'img') wire.img = absoluteImageUrl(publicApiUrl, doc.img);
    else if (field === 'photos') wire.photos = photosOf(doc).map((path) => absoluteImageUrl(publicApiUrl, path));
    else if (field === 'priceHistory') {
      if (doc.priceHistory?.length) wire.priceHistory = doc.priceHistory.map((change) => ({ price: change.price, at: change.at.toISOString() }));
    }
    else if (field === 'brand') wire.brand = brandOf(doc);
    else if (field === 'priceBadge') {
      const badge = doc.status === 'available' ? badgeOf?.(doc) : undefined;
      if (badge) wire.priceBadge = badge;
    }
    else wire[field] = doc[field as keyof ProductDoc];
  }
  return wire as Pick<Product, K>;
}

export function productSerializer(publicApiUrl: string, badgeOf?: BadgeOf) {
  return {
    /** What a visitor may see on a card: no seller email, no contact number. */
    listing: (doc: ProductDoc): PhoneListing => pick(doc, PHONE_LISTING_FIELDS, publicApiUrl, badgeOf),
    publicProduct: (doc: ProductDoc): PublicProduct => pick(doc, PUBLIC_PRODUCT_FIELDS, publicApiUrl, badgeOf),
    /**
     * The owner's (or an admin's) view: every field of the entity, nothing internal (buyer,
     * booking, the IMEI itself), and why an Admin hid it while it is hidden.
     */
    product: (doc: ProductDoc): Product => ({
      ...pick(doc, [...PUBLIC_PRODUCT_FIELDS, 'sellerEmail', 'Contact'], publicApiUrl, badgeOf),
      ...(doc.status === 'hidden' && doc.moderation
        ? { moderation: { hiddenAt: doc.moderation.hiddenAt.toISOString(), reason: doc.moderation.reason } }
        : {}),
    }),
  };
}
