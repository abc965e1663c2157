// How a product leaves the API: one place decides which fields the public sees, and every
// answer's `img` is made absolute to this API.
import { brandFromDeviceName, type Brand, type PhoneListing, type Product } from '@mobile-planet/shared';
import type { ProductDoc } from '../../db/mongo';
import { absoluteImageUrl } from '../images/image-url';

/** A listing's own page: the card's fields plus its reference and age, still no seller contact. */
export type PublicProduct = PhoneListing & Pick<Product, 'customID' | 'createdAt'>;

/** A listing's brand; one made before brands existed gets the one its device name suggests. */
export const brandOf = (doc: Pick<ProductDoc, 'brand' | 'deviceName'>): Brand => doc.brand ?? brandFromDeviceName(doc.deviceName);

export function productSerializer(publicApiUrl: string) {
  /** What a visitor may see on a card: no seller email, no contact number. */
  const listing = (doc: ProductDoc): PhoneListing => ({
    _id: doc._id.toHexString(),
    deviceName: doc.deviceName,
    brand: brandOf(doc),
    sellerName: doc.sellerName,
    img: absoluteImageUrl(publicApiUrl, doc.img),
    resalePrice: doc.resalePrice,
    originalPrice: doc.originalPrice,
    yearsOfUse: doc.yearsOfUse,
    postedDate: doc.postedDate,
    category: doc.category,
    condition: doc.condition,
    Location: doc.Location,
    description: doc.description,
    status: doc.status,
    advertised: doc.advertised,
  });

  const publicProduct = (doc: ProductDoc): PublicProduct => ({
    ...listing(doc),
    customID: doc.customID,
    createdAt: doc.createdAt.toISOString(),
  });

  /** The owner's (or an admin's) view: every field of the entity, nothing internal (buyer, booking). */
  const product = (doc: ProductDoc): Product => ({
    ...publicProduct(doc),
    sellerEmail: doc.sellerEmail,
    Contact: doc.Contact,
  });

  return { listing, publicProduct, product };
}
