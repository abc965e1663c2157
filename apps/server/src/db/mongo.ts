// The app's one connection: the official driver and the collections (each module's documents
// and indexes are in its own `*.documents.ts`).
import { MongoClient, type Collection, type Db, type IndexDescription } from 'mongodb';
import { bookingsIndexes, type BookingDoc, type BookingTransitionDoc, type HandoverAttemptDoc } from '../modules/bookings/bookings.documents';
import { mailIndexes, type MailSettingsDoc, type OutboxMailDoc } from '../modules/mail/mail.documents';
import { favouritesIndexes, type FavouriteDoc, type FavouriteNewsDoc } from '../modules/favourites/favourites.documents';
import { messagesIndexes, type MessageDoc } from '../modules/messages/messages.documents';
import { moderationIndexes, type ListingReportDoc, type ModerationCaseDoc, type ModerationDecisionDoc } from '../modules/moderation/moderation.documents';
import { notificationsIndexes, type NotificationDoc } from '../modules/notifications/notifications.documents';
import { offersIndexes, type OfferDoc, type OfferLockDoc } from '../modules/offers/offers.documents';
import { paymentsIndexes, type PaymentDoc, type IntentGenerationDoc, type SandboxConfirmationDoc, type SandboxIntentDoc } from '../modules/payments/payments.documents';
import type { PayoutDoc } from '../modules/payouts/payouts.documents';
import { priceGuideIndexes, type PriceSaleDoc, type PriceSaleFeedDoc } from '../modules/price-guide/price-guide.documents';
import { productsIndexes, type ImeiHoldDoc, type ProductChangeDoc, type ProductDoc, type SaleLockDoc } from '../modules/products/products.documents';
import { questionsIndexes, type QuestionMessageDoc, type QuestionThreadDoc } from '../modules/questions/questions.documents';
import { reviewsIndexes, type ReviewDoc } from '../modules/reviews/reviews.documents';
import { savedSearchesIndexes, type SavedSearchDoc } from '../modules/saved-searches/saved-searches.documents';
import { usersIndexes, type UserDoc } from '../modules/users/users.documents';
import { retryingCollection } from './transient-retry';

export interface Collections {
  users: Collection<UserDoc>;
  products: Collection<ProductDoc>;
  bookings: Collection<BookingDoc>;
  payments: Collection<PaymentDoc>;
  sandboxIntents: Collection<SandboxIntentDoc>;
  saleLocks: Collection<SaleLockDoc>;
  intentGenerations: Collection<IntentGenerationDoc>;
  sandboxConfirmations: Collection<SandboxConfirmationDoc>;
  productChanges: Collection<ProductChangeDoc>;
  bookingTransitions: Collection<BookingTransitionDoc>;
  handoverAttempts: Collection<HandoverAttemptDoc>;
  notifications: Collection<NotificationDoc>;
  messages: Collection<MessageDoc>;
  reviews: Collection<ReviewDoc>;
  payouts: Collection<PayoutDoc>;
  imeiHolds: Collection<ImeiHoldDoc>;
  moderationCases: Collection<ModerationCaseDoc>;
  moderationDecisions: Collection<ModerationDecisionDoc>;
  listingReports: Collection<ListingReportDoc>;
  priceSales: Collection<PriceSaleDoc>;
  priceSaleFeed: Collection<PriceSaleFeedDoc>;
  questionThreads: Collection<QuestionThreadDoc>;
  questionMessages: Collection<QuestionMessageDoc>;
  mailOutbox: Collection<OutboxMailDoc>;
  mailSettings: Collection<MailSettingsDoc>;
  favourites: Collection<FavouriteDoc>;
  favouriteNews: Collection<FavouriteNewsDoc>;
  savedSearches: Collection<SavedSearchDoc>;
  offers: Collection<OfferDoc>;
  offerLocks: Collection<OfferLockDoc>;
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
  await renameRetired(db);
  const collections: Collections = {
    users: retryingCollection(db.collection<UserDoc>('users')),
    products: retryingCollection(db.collection<ProductDoc>('products')),
    bookings: retryingCollection(db.collection<BookingDoc>('bookings')),
    payments: retryingCollection(db.collection<PaymentDoc>('payments')),
    sandboxIntents: retryingCollection(db.collection<SandboxIntentDoc>('sandbox_payment_intents')),
    saleLocks: retryingCollection(db.collection<SaleLockDoc>('sale_locks')),
    intentGenerations: retryingCollection(db.collection<IntentGenerationDoc>('payment_intent_generations')),
    sandboxConfirmations: retryingCollection(db.collection<SandboxConfirmationDoc>('sandbox_payment_confirmations')),
    productChanges: retryingCollection(db.collection<ProductChangeDoc>('product_changes')),
    bookingTransitions: retryingCollection(db.collection<BookingTransitionDoc>('booking_transitions')),
    handoverAttempts: retryingCollection(db.collection<HandoverAttemptDoc>('handover_attempts')),
    notifications: retryingCollection(db.collection<NotificationDoc>('notifications')),
    messages: retryingCollection(db.collection<MessageDoc>('messages')),
    reviews: retryingCollection(db.collection<ReviewDoc>('reviews')),
    payouts: retryingCollection(db.collection<PayoutDoc>('payouts')),
    imeiHolds: retryingCollection(db.collection<ImeiHoldDoc>('imei_holds')),
    moderationCases: retryingCollection(db.collection<ModerationCaseDoc>('moderation_cases')),
    moderationDecisions: retryingCollection(db.collection<ModerationDecisionDoc>('moderation_decisions')),
    listingReports: retryingCollection(db.collection<ListingReportDoc>('listing_reports')),
    priceSales: retryingCollection(db.collection<PriceSaleDoc>('price_sales')),
    priceSaleFeed: retryingCollection(db.collection<PriceSaleFeedDoc>('price_sale_feed')),
    questionThreads: retryingCollection(db.collection<QuestionThreadDoc>('question_threads')),
    questionMessages: retryingCollection(db.collection<QuestionMessageDoc>('question_messages')),
    mailOutbox: retryingCollection(db.collection<OutboxMailDoc>('mail_outbox')),
    mailSettings: retryingCollection(db.collection<MailSettingsDoc>('mail_settings')),
    favourites: retryingCollection(db.collection<FavouriteDoc>('favourites')),
    favouriteNews: retryingCollection(db.collection<FavouriteNewsDoc>('favourite_news')),
    savedSearches: retryingCollection(db.collection<SavedSearchDoc>('saved_searches')),
    offers: retryingCollection(db.collection<OfferDoc>('offers')),
    offerLocks: retryingCollection(db.collection<OfferLockDoc>('offer_locks')),
  };
  await ensureIndexes(collections);
  return { client, db, collections, close: () => client.close() };
}

/** Collections an older version named otherwise ("claims" for what are locks): renamed once, documents and indexes kept. */
const RENAMED: ReadonlyArray<[from: string, to: string]> = [
  ['product_sale_claims', 'sale_locks'],
  ['payment_intent_claims', 'payment_intent_generations'],
  ['imei_claims', 'imei_holds'],
];

async function renameRetired(db: Db): Promise<void> {
  const names = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const [from, to] of RENAMED) {
    if (!names.has(from) || names.has(to)) continue;
    // Another API instance starting at the same moment may rename it first: then there is nothing left to do.
    await db.renameCollection(from, to).catch(async (err: unknown) => {
      if (!(await db.listCollections({ name: to }, { nameOnly: true }).hasNext())) throw err;
    });
  }
}

/**
 * Unique indexes are what keeps concurrent requests honest (no multi-document transactions).
 * Each collection's indexes in one createIndexes command, one collection after another: DocumentDB
 * answers concurrent index builds on one collection with a PostgreSQL deadlock. Each module's
 * `*.documents.ts` defines its collections' indexes; this is the order they are made in.
 */
async function ensureIndexes(c: Collections): Promise<void> {
  const indexes: Array<[{ createIndexes(specs: IndexDescription[]): Promise<unknown> }, IndexDescription[]]> = [
    [c.users, usersIndexes.users],
    [c.products, productsIndexes.products],
    [c.productChanges, productsIndexes.productChanges],
    [c.bookings, bookingsIndexes.bookings],
    [c.bookingTransitions, bookingsIndexes.bookingTransitions],
    [c.handoverAttempts, bookingsIndexes.handoverAttempts],
    [c.notifications, notificationsIndexes.notifications],
    [c.messages, messagesIndexes.messages],
    [c.reviews, reviewsIndexes.reviews],
    [c.payments, paymentsIndexes.payments],
    [c.sandboxIntents, paymentsIndexes.sandboxIntents],
    [c.intentGenerations, paymentsIndexes.intentGenerations],
    [c.priceSaleFeed, priceGuideIndexes.priceSaleFeed],
    [c.imeiHolds, productsIndexes.imeiHolds],
    [c.moderationCases, moderationIndexes.moderationCases],
    [c.listingReports, moderationIndexes.listingReports],
    [c.questionThreads, questionsIndexes.questionThreads],
    [c.questionMessages, questionsIndexes.questionMessages],
    [c.mailOutbox, mailIndexes.mailOutbox],
    [c.favourites, favouritesIndexes.favourites],
    [c.favouriteNews, favouritesIndexes.favouriteNews],
    [c.savedSearches, savedSearchesIndexes.savedSearches],
    [c.offers, offersIndexes.offers],
  ];
  // Indexes an older version made that a newer one replaced.
  const retired: Array<[{ dropIndex(name: string): Promise<unknown> }, string]> = [
    [c.messages, 'one_per_thread_place'],
    [c.bookings, 'status_expires'],
    [c.bookings, 'status_warranty'],
    [c.bookingTransitions, 'effects_pending'],
    [c.notifications, 'email_unread'],
    // Made for searches the database answered; the read model answers them now.
    [c.products, 'category_status_date'],
    [c.products, 'advertised_status_date'],
    [c.products, 'status'],
  ];
  for (const [collection, name] of retired) await collection.dropIndex(name).catch(() => undefined);
  for (const [collection, specs] of indexes) await collection.createIndexes(specs);
}
