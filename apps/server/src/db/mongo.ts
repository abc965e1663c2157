// The app's one connection: the official driver, collections and their indexes.
import { MongoClient, type Collection, type Db, type Document, type IndexDescription, type ObjectId } from 'mongodb';
import { retryingCollection } from './transient-retry';
import type {
  Booking, BookingActor, BookingClaim, BookingEvent, BookingEventName, BookingStatus, Brand, Message, ModerationAction, ModerationCaseKind, Notification,
  PaymentRecord, Product, QuestionSide, ReportReason, Review, SellerRating, User,
} from '@mobile-planet/shared';

// Stored documents are the wire entities of packages/shared with ObjectIds and Dates in place of
// their string forms, plus what only the server keeps.
type Stored<T extends { _id: string; createdAt?: string }> = Omit<T, '_id' | 'createdAt'> & { _id: ObjectId; createdAt: Date };

export interface UserDoc extends Omit<Stored<User>, 'blocked'> {
  /** A seller's reviews so far (the reviews module keeps it; absent before the first): new listings copy it. */
  sellerRating?: SellerRating;
  /** An Admin blocked this seller (moderation): no new listings; they still sign in and see their orders. */
  blocked?: { at: Date; reason: string };
}

export interface ProductDoc extends Omit<Stored<Product>, 'brand' | 'moderation' | 'photos' | 'priceHistory'> {
  /** Listings made before brands existed have none: their brand is guessed from the device name. */
  brand?: Brand;
  /** Stored paths of every photo, the cover (`img`) first; listings made before photos have none and read as `[img]`. */
  photos?: string[];
  priceHistory?: Array<{ price: number; at: Date }>;
  /** How many times its seller (or an Admin) edited it: an edit writes only over the version it read. */
  editVersion?: number;
  /** The device's IMEI(s), for the market's checks only: never sent (the wire has `imeiLast4`). */
  imei?: string;
  imei2?: string;
  /** Why and when an Admin hid it (status 'hidden'); its seller reads the reason. */
  moderation?: { hiddenAt: Date; reason: string };
  soldTo?: string;
  soldBookingId?: ObjectId;
  soldAt?: Date;
  /** How many times a sale of it was called off and it was listed again: each sale is claimed once per generation. */
  saleGeneration?: number;
}

/** Dates where the wire has their ISO strings. */
type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: undefined extends T[P] ? Date | undefined : Date };

export type StoredBookingEvent = WithDates<BookingEvent, 'at'>;
export type StoredClaim = Omit<BookingClaim, 'openedAt' | 'decision'> & {
  openedAt: Date;
  decision?: WithDates<NonNullable<BookingClaim['decision']>, 'at'>;
};

export interface BookingDoc
  extends Omit<
    Stored<Booking>,
    'productId' | 'history' | 'expiresAt' | 'paidAt' | 'handedOverAt' | 'warrantyEndsAt' | 'claim' | 'handover' | 'handoverCode' | 'side'
  > {
  productId: ObjectId;
  /** The listing's seller, copied when the booking is made: GET /sales reads by it. */
  sellerEmail: string;
  /** How many transitions the booking has been through: the next one is `<_id>:<version>` in booking_transitions. */
  version: number;
  history: StoredBookingEvent[];
  expiresAt: Date;
  paidAt?: Date;
  handedOverAt?: Date;
  warrantyEndsAt?: Date;
  /** Set by the pay transition; only ever sent to the buyer. */
  handoverCode?: string;
  claim?: StoredClaim;
  /** Written before payment_intent_claims existed: a booking still holding an open one adopts it as its first claim. */
  paymentIntentId?: string;
  /**
   * When the scheduler has work on it, and only while it does: `expiresAt` while booked,
   * `warrantyEndsAt` while handed over, absent otherwise. The scheduler's index walks just these:
   * on DocumentDB a status and a date in one index condition read every booking ever made with a
   * date before now (57 ms at 200,000 bookings, every 5 s, and growing).
   */
  dueAt?: Date;
}

/** What a transition writes on the booking besides its status: the same on every replay of it. */
export type BookingChanges = Partial<Pick<BookingDoc, 'paid' | 'transactionId' | 'paidAt' | 'handedOverAt' | 'warrantyEndsAt' | 'handoverCode' | 'claim'>>;

/**
 * One document per transition of a booking, keyed `<bookingId>:<n>` where n is the booking's
 * version before it: the first insert of a key wins, so a transition is applied once even when
 * two tabs, a retry, the scheduler of another API instance or a payment race for it. `effectsDone` stays false until what follows the
 * transition (refunds, notifications, the payout) has run; the scheduler finishes those left.
 */
export interface BookingTransitionDoc {
  _id: string;
  bookingId: ObjectId;
  seq: number;
  event: BookingEventName;
  from: BookingStatus;
  to: BookingStatus;
  by: BookingActor;
  /** The person who moved it (absent for the system). */
  byEmail?: string;
  at: Date;
  note?: string;
  changes: BookingChanges;
  effectsDone: boolean;
  /** `at` while what follows it has not finished, absent after: the scheduler's index walks just these. */
  pendingSince?: Date;
}

/**
 * One document per handover code tried on a booking, keyed `<bookingId>:<n>`: a try must win its
 * slot before the code is compared, so two sellers' tabs cannot get past five wrong codes between them.
 * @public (exported for the declaration of the bookings repository's return types)
 */
export interface HandoverAttemptDoc {
  _id: string;
  bookingId: ObjectId;
  n: number;
  at: Date;
}

export interface NotificationDoc extends WithDates<Omit<Notification, '_id' | 'bookingId' | 'productId'>, 'createdAt'> {
  _id: ObjectId;
  /** Whose bell it rings. */
  email: string;
  bookingId?: ObjectId;
  /** The listing a question or an answer is about. */
  productId?: ObjectId;
  /** What it is about, once: a replayed follow-up does not notify twice. */
  key: string;
  /** Whether the reader is the deal's buyer or its seller (the drawer counts unread messages per side). */
  side?: 'buyer' | 'seller';
  /**
   * The reader's email while it is unread, absent once read: the bell counts and marks by this one
   * key. On DocumentDB {email, read: false} read every unread notification of everyone (21 ms a
   * count at 300,000 notifications, growing).
   */
  unreadBy?: string;
}

export interface MessageDoc extends WithDates<Omit<Message, '_id' | 'bookingId'>, 'createdAt'> {
  _id: ObjectId;
  bookingId: ObjectId;
  email: string;
  /**
   * Its place in the thread (0, 1, …), taken by a unique insert: message n+1 can only be written
   * once n is visible, so a reader polling from n never misses one written at the same instant.
   */
  seq: number;
  /**
   * `<bookingId>:<seq>`, the key that unique insert is decided by (absent on messages written
   * before it). One field, not {bookingId, seq}: DocumentDB checks a unique index by every one of
   * its keys, and seq's few values made each insert read the whole collection (2.6 ms an insert
   * at 80,000 messages, growing; 0.15 ms and flat with one key).
   */
  place?: string;
}

/**
 * A would-be buyer's private thread with a listing's seller, with a summary of its last message
 * (the seller's list shows which threads wait for an answer without reading their messages).
 */
export interface QuestionThreadDoc {
  _id: ObjectId;
  /**
   * `<productId>:<askerEmail>`, unique: one thread per asker and listing, even for two questions
   * sent at once. One string key, not {productId, askerEmail}: DocumentDB checks a unique index by
   * each of its keys, so a compound one made every insert read all of a listing's threads.
   */
  key: string;
  productId: ObjectId;
  sellerEmail: string;
  /** The listing's device name when the thread opened (what the notifications name). */
  device: string;
  askerEmail: string;
  askerName: string;
  createdAt: Date;
  lastAt: Date;
  lastFrom: QuestionSide;
  /** The place of the message the summary is of: a summary is only ever replaced by a later message's. */
  lastSeq: number;
  messageCount: number;
}

/** A message of a question thread; its place is taken as a booking thread's is (MessageDoc). */
export interface QuestionMessageDoc {
  _id: ObjectId;
  threadId: ObjectId;
  from: QuestionSide;
  email: string;
  name: string;
  text: string;
  seq: number;
  /** `<threadId>:<seq>`, unique: of two messages written at once, one takes the place, the other the next. */
  place: string;
  createdAt: Date;
}

/**
 * Keyed by the booking's id: one review per deal (the first insert wins). `buyerName` is the
 * buyer's first name and last initial only, what the seller's public page shows.
 */
export interface ReviewDoc extends WithDates<Omit<Review, '_id' | 'bookingId'>, 'createdAt'> {
  _id: ObjectId;
  sellerEmail: string;
  buyerEmail: string;
}

/**
 * The seller's payout of a completed deal, keyed by the booking's id (recorded once).
 * @public (exported for the declaration of the payouts service's return types)
 */
export interface PayoutDoc {
  _id: ObjectId;
  sellerEmail: string;
  amount: number;
  transactionId?: string;
  createdAt: Date;
}

export interface PaymentDoc extends Omit<Stored<PaymentRecord>, 'bookingId' | 'productId'> {
  bookingId: ObjectId;
  productId: ObjectId;
}

/** The sandbox processor's payment intents (what Stripe keeps on its side). */
export interface SandboxIntentDoc {
  _id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  createdAt: Date;
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
  lastError?: { code: string; message: string };
  refunded?: boolean;
  succeededAt?: Date;
}

/**
 * One document per sold product, keyed by the product's id. `_id` is unique on every engine, so
 * the first insert wins even when two payments race, and the sale stays recorded apart from the
 * listing's own status.
 */
export interface SaleClaimDoc {
  /** The product's id; `<productId>:<generation>` once a sale of it was called off and it was listed again. */
  _id: ObjectId | string;
  bookingId: ObjectId;
  email: string;
  transactionId: string;
  createdAt: Date;
}

/**
 * One document per payment intent opened for a booking, keyed `<bookingId>:<generation>`. The
 * first insert of a generation wins, so tabs asking at the same instant open one intent between
 * them; the next generation is claimed only once the last one's intent can no longer be paid.
 */
export interface PaymentIntentClaimDoc {
  _id: string;
  bookingId: ObjectId;
  generation: number;
  createdAt: Date;
  /** Set by the claim's winner once the processor has opened the intent. */
  intentId?: string;
}

/**
 * The sandbox processor's record that an intent was paid by a good card, keyed by the intent's
 * id: the first insert is the one confirm that succeeds. A declined card writes none.
 */
export interface SandboxConfirmationDoc {
  _id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
  succeededAt: Date;
  refundedAt?: Date;
}

/**
 * One entry per write that changed a listing, so every API instance's search read model can
 * follow writes made by another (no change streams on every engine). `at` is the database's
 * clock; entries are pruned after a few minutes.
 * @public (exported for the declaration of the products repository's return types)
 */
export interface ProductChangeDoc {
  _id: ObjectId;
  productId: ObjectId;
  at: Date;
}

/**
 * Who holds an IMEI, keyed `<imei>:<n>` (n: the IMEI's generation). The latest generation's
 * listing blocks the IMEI while it is on the market, hidden, or sold within
 * IMEI_RELIST_WINDOW_DAYS; once it no longer does, the next listing claims n+1 by a unique insert,
 * so of two sellers listing one IMEI at once exactly one wins (no read-then-write decides it).
 */
export interface ImeiClaimDoc {
  _id: string;
  imei: string;
  n: number;
  productId: ObjectId;
  sellerEmail: string;
  createdAt: Date;
  /** The listing was deleted, or never made (refused, or its other IMEI was taken): the IMEI is free again. */
  releasedAt?: Date;
}

/** A case of the moderation queue, before it is read with its listing, seller and reports. */
export interface ModerationCaseDoc {
  _id: ObjectId;
  kind: ModerationCaseKind;
  /**
   * What the case is about (`report:<productId>`, `imei:<productId>:<refused seller's email>`), and
   * its generation: unique together, so two requests at once open one case and join it.
   */
  key: string;
  seq: number;
  status: 'open' | 'closed';
  productId: ObjectId;
  sellerEmail: string;
  /** The listing as it was when the case opened, for when it has since been deleted. */
  listing: Pick<ProductDoc, 'deviceName' | 'img' | 'resalePrice' | 'sellerName' | 'imeiLast4'>;
  opened: { by: string; note: string };
  createdAt: Date;
  imeiConflict?: { imeiLast4: string; deviceName: string; sellerName: string; sellerEmail: string; at: Date };
  closedAt?: Date;
  decision?: ModerationDecision;
}

/** What an Admin did with a case, who and when. */
export interface ModerationDecision {
  action: ModerationAction;
  note: string;
  by: string;
  byEmail: string;
  at: Date;
}

/** The one decision of a case, keyed by the case's id: of two Admins acting at once, the first insert decides. */
export interface ModerationDecisionDoc extends ModerationDecision {
  _id: ObjectId;
}

/** A report of a listing; unique per (case, reporter), so one open report per user per listing. */
export interface ListingReportDoc {
  _id: ObjectId;
  caseId: ObjectId;
  productId: ObjectId;
  reporterEmail: string;
  reporterName: string;
  reason: ReportReason;
  text: string;
  createdAt: Date;
}

/**
 * One completed sale, keyed by its booking's id (the first insert wins, however often the deal's
 * follow-up runs): what the price guide counts. The device is as it was listed.
 */
export interface PriceSaleDoc {
  _id: ObjectId;
  productId: ObjectId;
  deviceName: string;
  condition: Product['condition'];
  yearsOfUse: number;
  /** What the buyer paid, in taka. */
  price: number;
  /** When the deal completed, on the API's clock. */
  completedAt: Date;
}

/**
 * One entry per sale recorded, with the sale, so every API instance's price guide can follow the
 * sales another records (as product_changes does for listings). `at` is the database's clock;
 * entries are pruned after a few minutes, so reading the feed costs the same at any number of sales.
 * @public (exported for the declaration of the price guide repository's return types)
 */
export interface PriceSaleFeedDoc {
  _id: ObjectId;
  sale: PriceSaleDoc;
  at: Date;
}

export interface Collections {
  users: Collection<UserDoc>;
  products: Collection<ProductDoc>;
  bookings: Collection<BookingDoc>;
  payments: Collection<PaymentDoc>;
  sandboxIntents: Collection<SandboxIntentDoc>;
  saleClaims: Collection<SaleClaimDoc>;
  paymentIntentClaims: Collection<PaymentIntentClaimDoc>;
  sandboxConfirmations: Collection<SandboxConfirmationDoc>;
  productChanges: Collection<ProductChangeDoc>;
  bookingTransitions: Collection<BookingTransitionDoc>;
  handoverAttempts: Collection<HandoverAttemptDoc>;
  notifications: Collection<NotificationDoc>;
  messages: Collection<MessageDoc>;
  reviews: Collection<ReviewDoc>;
  payouts: Collection<PayoutDoc>;
  imeiClaims: Collection<ImeiClaimDoc>;
  moderationCases: Collection<ModerationCaseDoc>;
  moderationDecisions: Collection<ModerationDecisionDoc>;
  listingReports: Collection<ListingReportDoc>;
  priceSales: Collection<PriceSaleDoc>;
  priceSaleFeed: Collection<PriceSaleFeedDoc>;
  questionThreads: Collection<QuestionThreadDoc>;
  questionMessages: Collection<QuestionMessageDoc>;
}

export interface Database {
  client: MongoClient;
  db: Db;
  collections: Collections;
  close(): Promise<void>;
}

export async function connectDatabase(uri: string, dbName: string): Promise<Database> {
  // While the database is away, an operation waits at most 5 s for it, then fails (the API answers
  // 503) instead of holding the request; the driver reconnects by itself when it is back.
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5_000, connectTimeoutMS: 5_000, appName: 'mobile-planet' });
  await client.connect();
  const db = client.db(dbName);
  const collections: Collections = {
    users: retryingCollection(db.collection<UserDoc>('users')),
    products: retryingCollection(db.collection<ProductDoc>('products')),
    bookings: retryingCollection(db.collection<BookingDoc>('bookings')),
    payments: retryingCollection(db.collection<PaymentDoc>('payments')),
    sandboxIntents: retryingCollection(db.collection<SandboxIntentDoc>('sandbox_payment_intents')),
    saleClaims: retryingCollection(db.collection<SaleClaimDoc>('product_sale_claims')),
    paymentIntentClaims: retryingCollection(db.collection<PaymentIntentClaimDoc>('payment_intent_claims')),
    sandboxConfirmations: retryingCollection(db.collection<SandboxConfirmationDoc>('sandbox_payment_confirmations')),
    productChanges: retryingCollection(db.collection<ProductChangeDoc>('product_changes')),
    bookingTransitions: retryingCollection(db.collection<BookingTransitionDoc>('booking_transitions')),
    handoverAttempts: retryingCollection(db.collection<HandoverAttemptDoc>('handover_attempts')),
    notifications: retryingCollection(db.collection<NotificationDoc>('notifications')),
    messages: retryingCollection(db.collection<MessageDoc>('messages')),
    reviews: retryingCollection(db.collection<ReviewDoc>('reviews')),
    payouts: retryingCollection(db.collection<PayoutDoc>('payouts')),
    imeiClaims: retryingCollection(db.collection<ImeiClaimDoc>('imei_claims')),
    moderationCases: retryingCollection(db.collection<ModerationCaseDoc>('moderation_cases')),
    moderationDecisions: retryingCollection(db.collection<ModerationDecisionDoc>('moderation_decisions')),
    listingReports: retryingCollection(db.collection<ListingReportDoc>('listing_reports')),
    priceSales: retryingCollection(db.collection<PriceSaleDoc>('price_sales')),
    priceSaleFeed: retryingCollection(db.collection<PriceSaleFeedDoc>('price_sale_feed')),
    questionThreads: retryingCollection(db.collection<QuestionThreadDoc>('question_threads')),
    questionMessages: retryingCollection(db.collection<QuestionMessageDoc>('question_messages')),
  };
  await ensureIndexes(collections);
  return { client, db, collections, close: () => client.close() };
}

/** One index of one collection. */
function index<T extends Document>(collection: Collection<T>, spec: IndexDescription) {
  return { collection: collection as unknown as Collection, spec };
}

/**
 * Unique indexes are what keeps concurrent requests honest (no multi-document transactions).
 * Each collection's indexes in one createIndexes command, one collection after another: DocumentDB
 * answers concurrent index builds on one collection with a PostgreSQL deadlock.
 */
async function ensureIndexes(c: Collections): Promise<void> {
  const indexes = [
    index(c.users, { key: { email: 1 }, unique: true, name: 'email_unique' }),
    // Keyset pages of the admin's user lists (by role, and all), oldest first.
    index(c.users, { key: { role: 1, createdAt: 1, _id: 1 }, name: 'role_date_id' }),
    index(c.users, { key: { createdAt: 1, _id: 1 }, name: 'date_id' }),
    index(c.products, { key: { category: 1, status: 1, createdAt: -1 }, name: 'category_status_date' }),
    index(c.products, { key: { advertised: 1, status: 1, createdAt: -1 }, name: 'advertised_status_date' }),
    // Keyset pages of a seller's listings and of everyone's (the admin's), newest first.
    index(c.products, { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' }),
    index(c.products, { key: { createdAt: -1, _id: -1 }, name: 'date_id' }),
    // The search read model loads the available listings at start-up.
    index(c.products, { key: { status: 1 }, name: 'status' }),
    index(c.productChanges, { key: { at: 1 }, name: 'at' }),
    index(c.bookings, { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' }),
    index(c.bookings, { key: { email: 1, productId: 1 }, unique: true, name: 'one_booking_per_buyer_and_product' }),
    // A seller's sales, newest first; the scheduler's due work; the other bookings of a sold device; the claims queue.
    index(c.bookings, { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' }),
    index(c.bookings, { key: { dueAt: 1 }, sparse: true, name: 'due' }),
    index(c.bookings, { key: { productId: 1, status: 1 }, name: 'product_status' }),
    index(c.bookings, { key: { status: 1, 'claim.openedAt': 1, _id: 1 }, name: 'status_claim_opened' }),
    index(c.bookings, { key: { 'claim.decision.at': -1, _id: -1 }, name: 'claim_decided', sparse: true }),
    index(c.bookingTransitions, { key: { bookingId: 1, seq: 1 }, name: 'booking_seq' }),
    index(c.bookingTransitions, { key: { pendingSince: 1 }, sparse: true, name: 'effects_pending_since' }),
    index(c.handoverAttempts, { key: { bookingId: 1, n: 1 }, name: 'booking_n' }),
    index(c.notifications, { key: { key: 1 }, unique: true, name: 'one_per_key' }),
    index(c.notifications, { key: { email: 1, createdAt: -1, _id: -1 }, name: 'email_date_id' }),
    index(c.notifications, { key: { unreadBy: 1 }, sparse: true, name: 'unread_by' }),
    // A thread in order, and each place in it taken once (messages written at the same instant queue up).
    index(c.messages, { key: { bookingId: 1, seq: 1 }, name: 'thread_seq' }),
    index(c.messages, { key: { place: 1 }, unique: true, sparse: true, name: 'one_per_place' }),
    // A seller's reviews newest first (their public page), and their rating recomputed from them.
    index(c.reviews, { key: { sellerEmail: 1, createdAt: -1, _id: -1 }, name: 'seller_date_id' }),
    index(c.payments, { key: { transactionId: 1 }, unique: true, name: 'one_payment_per_intent' }),
    // The sandbox processor's confirm finds its intent by the client secret the browser holds.
    index(c.sandboxIntents, { key: { clientSecret: 1 }, name: 'client_secret' }),
    index(c.payments, { key: { bookingId: 1 }, unique: true, name: 'one_payment_per_booking' }),
    // A booking's latest intent generation (the `_id` is what keeps each generation claimed once).
    index(c.paymentIntentClaims, { key: { bookingId: 1, generation: -1 }, name: 'booking_generation' }),
    // The price guide's feed: each API instance reads the sales recorded since its last read.
    index(c.priceSaleFeed, { key: { at: 1 }, name: 'at' }),
    // An IMEI's latest generation (the `_id` keeps each generation claimed once); a deleted listing's claims.
    index(c.imeiClaims, { key: { imei: 1, n: -1 }, name: 'imei_generation' }),
    index(c.imeiClaims, { key: { productId: 1 }, name: 'product' }),
    // One case per subject and generation (two reports at once open one case); the queue, open oldest first, closed newest first.
    index(c.moderationCases, { key: { key: 1, seq: 1 }, unique: true, name: 'one_per_key_and_generation' }),
    index(c.moderationCases, { key: { status: 1, createdAt: 1, _id: 1 }, name: 'status_date_id' }),
    index(c.moderationCases, { key: { closedAt: -1, _id: -1 }, name: 'closed_date_id', sparse: true }),
    // One report per user per case: while a listing's case is open, a second report of the same user is refused.
    index(c.listingReports, { key: { caseId: 1, reporterEmail: 1 }, unique: true, name: 'one_per_case_and_reporter' }),
    // One question thread per asker and listing; a listing's threads, latest activity first (its seller's list).
    index(c.questionThreads, { key: { key: 1 }, unique: true, name: 'one_per_asker_and_listing' }),
    index(c.questionThreads, { key: { productId: 1, lastAt: -1, _id: -1 }, name: 'product_last_id' }),
    // A question thread in order, and each place in it taken once.
    index(c.questionMessages, { key: { threadId: 1, seq: 1 }, name: 'thread_seq' }),
    index(c.questionMessages, { key: { place: 1 }, unique: true, name: 'one_per_place' }),
  ];
  // Indexes an older version made that a newer one replaced.
  const retired: Array<[{ dropIndex(name: string): Promise<unknown> }, string]> = [
    [c.messages, 'one_per_thread_place'],
    [c.bookings, 'status_expires'],
    [c.bookings, 'status_warranty'],
    [c.bookingTransitions, 'effects_pending'],
    [c.notifications, 'email_unread'],
  ];
  for (const [collection, name] of retired) await collection.dropIndex(name).catch(() => undefined);
  const byCollection = new Map<Collection, IndexDescription[]>();
  for (const { collection, spec } of indexes) byCollection.set(collection, [...(byCollection.get(collection) ?? []), spec]);
  for (const [collection, specs] of byCollection) await collection.createIndexes(specs);
}
