// Entities as they travel over the API (spec §3 plus DESIGN.md's new camelCase fields).
// Ids are strings on the wire; the server stores ObjectIds.
import type { Brand, CategoryId, Condition, PriceBandId, ProductStatus, Role } from './constants';

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  uid?: string;
  createdAt?: string;
}

export interface Product {
  _id: string;
  customID: string;
  deviceName: string;
  brand: Brand;
  sellerName: string;
  sellerEmail: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: number;
  postedDate: string;
  category: CategoryId;
  condition: Condition;
  Contact: string;
  Location: string;
  description: string;
  img: string;
  status: ProductStatus;
  advertised: boolean;
  createdAt: string;
}

/** The fields a phone card reads (spec §3), plus what our cards show past the spec: what anyone may see. */
export const PHONE_LISTING_FIELDS = [
  '_id', 'deviceName', 'brand', 'sellerName', 'img', 'resalePrice', 'originalPrice', 'yearsOfUse', 'postedDate',
  'category', 'condition', 'Location', 'description', 'status', 'advertised',
] as const satisfies ReadonlyArray<keyof Product>;
export type PhoneListing = Pick<Product, (typeof PHONE_LISTING_FIELDS)[number]>;

/** A listing's own page adds its reference and age; still no seller contact. */
export const PUBLIC_PRODUCT_FIELDS = [...PHONE_LISTING_FIELDS, 'customID', 'createdAt'] as const satisfies ReadonlyArray<keyof Product>;
export type PublicProduct = Pick<Product, (typeof PUBLIC_PRODUCT_FIELDS)[number]>;

/** One page of GET /listings: `nextCursor` fetches the next page; `total` counts every match. */
export interface ListingsPage {
  items: PhoneListing[];
  nextCursor: string | null;
  total: number;
}

export interface FacetCount<V extends string> {
  value: V;
  count: number;
}

/**
 * GET /listings/facets: how many listings each choice of the filter panel would find. Each
 * dimension is counted with every other filter applied but not its own, so the panel shows the
 * alternatives to what is chosen (a brand's count is what choosing that brand instead would give).
 */
export interface ListingFacets {
  total: number;
  category: FacetCount<CategoryId>[];
  brand: FacetCount<Brand>[];
  condition: FacetCount<Condition>[];
  priceBand: Array<FacetCount<PriceBandId> & { min: number; max: number | null }>;
}

export interface Booking {
  _id: string;
  name: string;
  email: string;
  device: string;
  price: number;
  contact: string;
  location: string;
  paid: boolean;
  productId: string;
  img?: string;
  transactionId?: string;
  createdAt: string;
}

export interface PaymentRecord {
  _id: string;
  price: number;
  transactionId: string;
  email: string;
  bookingId: string;
  productId: string;
  createdAt: string;
}

export interface BlogPost {
  title: string;
  firstPart: string;
  secondPart: string;
  thirdPart?: string;
  author: string;
  imgUrl: string;
}

export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export interface AdminCheck {
  isAdmin: boolean;
}

export type PaymentProviderName = 'stripe' | 'sandbox';

export interface PublicConfig {
  payments: { provider: PaymentProviderName; publishableKey?: string };
}

/** What a delete answers (spec §7: deletedCount above 0 gives its toast). */
export interface DeleteResult {
  acknowledged: boolean;
  deletedCount: number;
}

/** What an update answers (spec §7: modifiedCount above 0 gives its toast). */
export interface UpdateResult {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
}

/** What a create answers. */
export interface CreateResult {
  acknowledged: boolean;
  insertedId: string;
}

/** The body of every error answer (DESIGN.md §3). */
export interface ApiError {
  message: string;
  errors?: Record<string, string>;
}

/** Shaped like the result of Stripe.js's confirmCardPayment. */
export type ConfirmResult =
  | { paymentIntent: { id: string; status: string; amount: number; currency: string }; error?: undefined }
  | { error: { code: string; message: string }; paymentIntent?: undefined };
