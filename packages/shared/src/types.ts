// Entities as they travel over the API (spec §3 plus the new camelCase fields of docs/product.md#the-original-specification).
// Ids are strings on the wire; the server stores ObjectIds.
import type {
  BookingActor, BookingEventName, BookingStatus, Brand, CategoryId, ClaimDecision, ClaimReason, Condition, KydResult, ModerationAction, ModerationCaseKind,
  NeirStatus, NotificationKind, PriceBadge, PriceBandId, ProductStatus, QuestionSide, ReportReason, Role, UseBandId,
} from './constants';
import type { DeviceCheck } from './schemas/device-check';
import type { ApiErrorCode } from './api-errors';
import type { MsgKey } from './messages';

export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
  uid?: string;
  createdAt?: string;
  /** Set by an Admin (moderation): the seller cannot list any more, and reads why. */
  blocked?: { at: string; reason: string };
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
  /** The cover photo: `photos[0]` (the spec's clients read this). */
  img: string;
  /** Every photo in the seller's order, 1 to LISTING_PHOTOS_MAX, the cover first; a listing made before photos reads as `[img]`. */
  photos: string[];
  status: ProductStatus;
  advertised: boolean;
  createdAt: string;
  /** The prices it had before its seller changed it, oldest first (at most PRICE_HISTORY_MAX): each the price it left, and when. Absent until the first change. */
  priceHistory?: PriceChange[];
  /** The seller's public page is /seller/{sellerId}; listings made before it existed may lack it. */
  sellerId?: string;
  /** The seller's reviews so far (absent before the first). */
  sellerRating?: SellerRating;
  /** The last four digits of the device's IMEI, which the market checked ("IMEI checked ••••1234"); never the whole IMEI. */
  imeiLast4?: string;
  /**
   * Whether the phone is registered in NEIR, as its seller states it (the "Registered in NEIR" badge).
   * Absent for a device without an IMEI, and for a listing made before sellers were asked (unknown).
   */
  neir?: NeirStatus;
  /** Against the price guide of its model, condition and years of use, once it has PRICE_GUIDE_MIN_SALES sales: below the middle range 'good', inside 'fair'. */
  priceBadge?: PriceBadge;
  /** For its seller (and Admins) only: why an Admin hid it. */
  moderation?: { hiddenAt: string; reason: string };
}

/** A price a listing had until `at`, when its seller changed it. */
export interface PriceChange {
  price: number;
  at: string;
}

/** A seller's average rating (1–5, one decimal) over `count` reviews. */
export interface SellerRating {
  average: number;
  count: number;
}

/** The fields a phone card reads (spec §3), plus what our cards show past the spec: what anyone may see. */
export const PHONE_LISTING_FIELDS = [
  '_id', 'deviceName', 'brand', 'sellerName', 'img', 'resalePrice', 'originalPrice', 'yearsOfUse', 'postedDate',
  'category', 'condition', 'Location', 'description', 'status', 'advertised', 'sellerId', 'sellerRating', 'priceBadge', 'neir',
] as const satisfies ReadonlyArray<keyof Product>;
export type PhoneListing = Pick<Product, (typeof PHONE_LISTING_FIELDS)[number]>;

/** A listing's own page adds its reference and age; still no seller contact. */
export const PUBLIC_PRODUCT_FIELDS = [...PHONE_LISTING_FIELDS, 'customID', 'createdAt', 'imeiLast4', 'photos', 'priceHistory'] as const satisfies ReadonlyArray<keyof Product>;
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
  /** Listings whose seller stated that NEIR status (a listing of unknown status counts under neither). */
  neir: FacetCount<NeirStatus>[];
  priceBand: Array<FacetCount<PriceBandId> & { min: number; max: number | null }>;
}

/** One step of a booking's life, as its buyer, seller and an Admin see it. */
export interface BookingEvent {
  event: BookingEventName;
  from: BookingStatus;
  to: BookingStatus;
  by: BookingActor;
  at: string;
  /** Why, where a person gave a reason (a claim's decision) or the API did (sold to another buyer). */
  note?: string;
}

/** A replacement-warranty claim the buyer opened on a handed-over deal, and an Admin's decision. */
export interface BookingClaim {
  reason: ClaimReason;
  text: string;
  /** Image URLs from POST /images, at most three. */
  photos: string[];
  openedAt: string;
  decision?: { outcome: ClaimDecision; note: string; at: string };
}

export interface Booking {
  _id: string;
  /** The buyer's name and email (spec §3). */
  name: string;
  email: string;
  device: string;
  price: number;
  contact: string;
  location: string;
  /** true while the buyer's payment stands: once paid, and no longer once the payment is refunded (status 'refunded'). */
  paid: boolean;
  productId: string;
  img?: string;
  transactionId?: string;
  createdAt: string;
  status: BookingStatus;
  /** Every transition so far, oldest first. */
  history: BookingEvent[];
  sellerName: string;
  sellerId?: string;
  /**
   * The seller's contact number and the listing's location, copied when the booking was made: for
   * its buyer (and an Admin) to arrange the meet-up. Absent on bookings made before they were kept.
   */
  sellerContact?: string;
  meetingPlace?: string;
  /** When an unpaid booking expires. */
  expiresAt: string;
  paidAt?: string;
  handedOverAt?: string;
  /** Handover + WARRANTY_DAYS: until then the buyer may claim; then the deal completes. */
  warrantyEndsAt?: string;
  /** The 6-digit code the buyer shows the seller at the handover: only ever sent to the buyer, while paid. */
  handoverCode?: string;
  /** For the seller of a paid booking: wrong codes left before the lock, and the lock's end. */
  handover?: { triesLeft: number; lockedUntil?: string };
  claim?: BookingClaim;
  /**
   * The device's IMEIs, for the buyer to check (KYD) once they have paid, and for an Admin: only on
   * GET /bookings/{id}, never to the seller, in a list, or before payment.
   */
  imei?: string;
  imei2?: string;
  /** true when the device has an IMEI (a phone): its seller releases it from NEIR before the handover; absent otherwise. */
  neirReleaseNeeded?: boolean;
  /** When the seller said they de-registered it from their NID (POST /bookings/{id}/neir-release). */
  neirReleasedAt?: string;
  /** What the buyer's KYD SMS answered, as they recorded it. */
  kyd?: { result: KydResult; at: string };
  /** When the buyer confirmed, after the handover, that the phone registered under their own NID. */
  registeredAt?: string;
  /** The latest device check made on the phone at the meet-up, for both parties and an Admin. */
  deviceCheck?: DeviceCheck;
  /** true once the buyer has reviewed this deal. */
  reviewed?: boolean;
  /** How the reader stands to this booking: its buyer, its listing's seller, or an Admin reading someone else's. */
  side: BookingSide;
}

export type BookingSide = 'buyer' | 'seller' | 'admin';

/** A message of a booking's thread. */
export interface Message {
  _id: string;
  bookingId: string;
  from: Exclude<BookingActor, 'system'>;
  name: string;
  text: string;
  createdAt: string;
}

/** One page of a thread, oldest first; `nextCursor` continues it (and, polled, fetches what is new). */
export interface MessagesPage {
  items: Message[];
  nextCursor: string | null;
}

export interface Notification {
  _id: string;
  kind: NotificationKind;
  bookingId?: string;
  /** The listing a question, an answer, an offer or a favourite is about. */
  productId?: string;
  device?: string;
  /** The offer an `offer_*` notification is about. */
  offerId?: string;
  /** Taka: the amount on the table (`offer_*`), or a favourite's new price (`favourite_price_drop`). */
  amount?: number;
  /** A favourite's price before it dropped (`favourite_price_drop`). */
  previousAmount?: number;
  /** The saved search a digest is about, its name, and how many new listings match it. */
  savedSearchId?: string;
  searchName?: string;
  count?: number;
  read: boolean;
  createdAt: string;
}

/**
 * A would-be buyer's private thread with a listing's seller (one per asker and listing). The asker
 * is named, never by email; the seller's contact is not in it.
 */
export interface QuestionThread {
  _id: string;
  productId: string;
  device: string;
  askerName: string;
  createdAt: string;
  /** When its last message was written, and by whom: `asker` means it waits for the seller's answer. */
  lastAt: string;
  lastFrom: QuestionSide;
  messageCount: number;
}

/** GET /products/{id}/questions: the asker's own thread (0 or 1), or every thread for the seller and an Admin. */
export interface QuestionThreadsPage {
  items: QuestionThread[];
  nextCursor: string | null;
  /** How the caller reads them: the asker of their own thread, the listing's seller, or an Admin. */
  viewer: 'asker' | 'seller' | 'admin';
}

export interface QuestionMessage {
  _id: string;
  threadId: string;
  from: QuestionSide;
  name: string;
  text: string;
  createdAt: string;
}

/** One thread's messages, oldest first; `nextCursor` continues it (and, polled, fetches what is new). */
export interface QuestionMessagesPage {
  items: QuestionMessage[];
  nextCursor: string | null;
}

/** What a question, a follow-up or an answer posted: the message and its thread as it now is. */
export interface QuestionPosted {
  thread: QuestionThread;
  message: QuestionMessage;
}

/** GET /notifications: newest first, with the caller's unread count. */
export interface NotificationsPage {
  items: Notification[];
  nextCursor: string | null;
  unread: number;
  /** How many of the unread tell of a new message (the drawer's badge on the deals lists). */
  unreadMessages: number;
  /** Of those, the ones on the reader's sales (they are the seller): the drawer shows them by My sales, the rest by My Orders. */
  unreadMessagesOnSales: number;
}

export interface Review {
  _id: string;
  bookingId: string;
  rating: number;
  comment?: string;
  buyerName: string;
  device: string;
  createdAt: string;
}

export interface ReviewsPage {
  items: Review[];
  nextCursor: string | null;
}

/** GET /sellers/{id}: a seller's public page (no email, no contact). */
export interface SellerProfile {
  _id: string;
  name: string;
  memberSince: string;
  rating: SellerRating | null;
  reviews: ReviewsPage;
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

/**
 * The body of every error answer (docs/api.md#errors): a stable code of API_ERRORS (api-errors.ts), its
 * English, and the params that English was built from, so a client can say it in its own language.
 */
export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** For a message with variable parts: the values it was built from (see API_ERRORS); for validation_failed, the number of a field's MSG.tooLong / MSG.limitInvalid, keyed by the field. */
  params?: Record<string, string | number>;
  /** Per-field messages (bad input), keyed by the field's dotted path. */
  errors?: Record<string, string>;
  /** For each field of `errors` whose message is one of MSG's: its key in MSG. */
  fieldCodes?: Record<string, MsgKey>;
}

/** Shaped like the result of Stripe.js's confirmCardPayment. */
export type ConfirmResult =
  | { paymentIntent: { id: string; status: string; amount: number; currency: string }; error?: undefined }
  | { error: { code: string; message: string }; paymentIntent?: undefined };

/** A report of a listing, as the moderation queue shows it. */
export interface ListingReport {
  reason: ReportReason;
  text: string;
  /** The reporter's name (their email stays with the market). */
  by: string;
  at: string;
}

/** One step of a moderation case: who did what, when, and why. */
export interface ModerationStep {
  action: ModerationAction | 'opened' | 'reported';
  note?: string;
  by: string;
  at: string;
}

/**
 * A case of the Admin's moderation queue: the reports of one listing, or an IMEI listed by two
 * sellers ("possible stolen or cloned device"), with what the Admin needs to decide.
 */
export interface ModerationCase {
  _id: string;
  kind: ModerationCaseKind;
  status: 'open' | 'closed';
  createdAt: string;
  /** The listing concerned (for an IMEI case, the one already listed). */
  product: Pick<Product, '_id' | 'deviceName' | 'img' | 'resalePrice' | 'status' | 'sellerName' | 'sellerEmail' | 'imeiLast4'>;
  reports: ListingReport[];
  /** An IMEI case: the refused listing that carried the same IMEI. */
  imeiConflict?: { imeiLast4: string; deviceName: string; sellerName: string; sellerEmail: string; at: string };
  /** The listing's seller and their record on the market. */
  seller: { name: string; email: string; blocked: boolean; listings: number; sales: number; rating: SellerRating | null };
  history: ModerationStep[];
}

/** GET /price-guide: what comparable devices sold (or, with too few sales, are listed) for. */
export interface PriceGuide {
  /** The normalised model ("samsung galaxy a54"). */
  model: string;
  condition: Condition | null;
  useBand: UseBandId | null;
  /** The NEIR status the figures are of; null: every status (none asked, or too few sales of the one asked). */
  neir: NeirStatus | null;
  /** Where the figures come from: completed sales, or (too few of those) available listings. */
  basis: 'sales' | 'listings' | 'none';
  /** Sales counted (the badge needs PRICE_GUIDE_MIN_SALES). */
  sales: number;
  /** How many prices the figures are of (sales, or listings). */
  count: number;
  median: number | null;
  /** The middle 50 %: the 25th and 75th percentiles, in whole taka. */
  low: number | null;
  high: number | null;
}
