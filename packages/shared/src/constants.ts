// Business constants of the spec (§9, docs/product.md#the-original-specification) and of docs/product.md.
// Both apps read them from here only.

export const CATEGORY_IDS = ['feature-phone', 'smartphone', 'tablet'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: ReadonlyArray<{ id: CategoryId; name: string }> = [
  { id: 'feature-phone', name: 'Feature Phones' },
  { id: 'smartphone', name: 'Smart Phones' },
  { id: 'tablet', name: 'Tablets' },
];

export function categoryName(id: string): string | undefined {
  return CATEGORIES.find((c) => c.id === id)?.name;
}

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ROLES = ['Admin', 'Buyer', 'Seller'] as const;
export type Role = (typeof ROLES)[number];
/** Admin cannot be chosen at registration (spec §1). */
export const REGISTRABLE_ROLES = ['Buyer', 'Seller'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
/** The special characters a strong sign-up password must contain one of (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** Payments are in taka; the processor counts poisha (1 taka = 100 poisha). */
export const CURRENCY = 'bdt';
export const POISHA_PER_TAKA = 100;
export const PAYMENT_SUCCEEDED = 'succeeded';

/** Largest listing price we accept, in taka. Stripe caps a BDT charge well above this. */
export const MAX_PRICE_TAKA = 10_000_000;
export const MAX_YEARS_OF_USE = 50;

/** A listing has 1 to this many photos (POST /products, PATCH /products/{id}); the first is its cover (`img`). */
export const LISTING_PHOTOS_MAX = 6;
/** The price changes a listing keeps (its page shows the latest): the oldest go first. */
export const PRICE_HISTORY_MAX = 10;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The longest side (px) the API stores a photo at: its full size, the largest in the web's srcset. */
export const STORED_IMAGE_MAX_SIDE = 1600;
/**
 * The widths (px) GET /images/{id}?w= serves a stored photo at, besides its full size (at most
 * STORED_IMAGE_MAX_SIDE): the web's srcset offers these, the API stores each (WebP). Never wider than the photo.
 */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The brands a listing can carry (Add Product's select); 'Other' for everything else. */
export const BRANDS = [
  'Apple', 'Samsung', 'Xiaomi', 'Realme', 'Oppo', 'Vivo', 'OnePlus', 'Google', 'Nokia', 'Motorola',
  'Huawei', 'Symphony', 'Walton', 'Tecno', 'Infinix', 'Itel', 'Lenovo', 'Other',
] as const;
export type Brand = (typeof BRANDS)[number];

/** Orders of the search results; every one breaks ties by id so pages never repeat or skip. */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Page sizes (limit) of every list call: its default when none is asked for, and the most one page holds. */
export const PAGE_SIZE = {
  listings: { default: 24, max: 48 },
  category: { default: 24, max: 48 },
  advertise: { default: 20, max: 48 },
  /** GET /products, GET /bookings, GET /sales, GET /claims and the admin's user lists. */
  other: { default: 50, max: 100 },
  /** A booking's thread, oldest first. */
  messages: { default: 50, max: 100 },
  notifications: { default: 20, max: 50 },
  reviews: { default: 10, max: 50 },
  /** The question threads on a listing (the seller's and an Admin's view), latest activity first. */
  questionThreads: { default: 20, max: 50 },
  /** One question thread, oldest first. */
  questionMessages: { default: 50, max: 100 },
  /** GET /offers: a person's offers on both sides, newest first. */
  offers: { default: 20, max: 50 },
} as const;

/** Longest keyword query (GET /listings?q=). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Longest location (city) filter (GET /listings?location=). */
export const LOCATION_FILTER_MAX_LENGTH = 60;

/** The price bands of the filter panel's facet counts, in whole taka (max inclusive; null: no upper end). */
export const PRICE_BANDS = [
  { id: 'under-5k', min: 0, max: 4_999 },
  { id: '5k-10k', min: 5_000, max: 9_999 },
  { id: '10k-20k', min: 10_000, max: 19_999 },
  { id: '20k-40k', min: 20_000, max: 39_999 },
  { id: '40k-80k', min: 40_000, max: 79_999 },
  { id: '80k-plus', min: 80_000, max: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/** `hidden`: taken off every list and search by an Admin (moderation); its seller sees why. */
export const PRODUCT_STATUSES = ['available', 'sold', 'removed', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The life of a booking: see BOOKING_PROCESS (booking-process.ts). */
export const BOOKING_STATUSES = ['booked', 'paid', 'handed_over', 'completed', 'expired', 'cancelled', 'claimed', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** What moves a booking from one status to the next. */
export const BOOKING_EVENTS = [
  'pay', 'expire', 'cancel', 'close', 'seller_cancel', 'refund_unsold', 'neir_release', 'handover', 'complete', 'claim', 'refund_claim', 'reject_claim',
] as const;
export type BookingEventName = (typeof BOOKING_EVENTS)[number];

/** Who moved it: the booking's buyer, the listing's seller, an Admin, or the API itself (expiry, completion). */
export const BOOKING_ACTORS = ['buyer', 'seller', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** An unpaid booking expires this long after it was made. */
export const BOOKING_TTL_HOURS = 48;
/** The replacement warranty: a deal completes, and the seller's payout is recorded, this long after the handover. */
export const WARRANTY_DAYS = 7;

/** The handover code the buyer shows the seller: digits, wrong tries allowed, and the lock after them. */
export const HANDOVER_CODE_LENGTH = 6;
export const HANDOVER_MAX_TRIES = 5;
export const HANDOVER_LOCK_MINUTES = 60;

/** `wont_register`: the phone will not register under the buyer's NID in NEIR, or is blocked. */
export const CLAIM_REASONS = ['not_working', 'not_as_described', 'damaged', 'wont_register', 'other'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_TEXT_MAX_LENGTH = 2000;
export const CLAIM_PHOTOS_MAX = 3;
export const CLAIM_DECISIONS = ['refund', 'reject'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];
export const DECISION_NOTE_MAX_LENGTH = 1000;

export const MESSAGE_MAX_LENGTH = 1000;

/** Who wrote in a listing's question thread: the would-be buyer who asked, or the listing's seller. */
export const QUESTION_SIDES = ['asker', 'seller'] as const;
export type QuestionSide = (typeof QUESTION_SIDES)[number];

export const REVIEW_COMMENT_MAX_LENGTH = 500;

/** What a notification tells of; the web words each one (with the device's name). */
export const NOTIFICATION_KINDS = [
  'booked', 'paid', 'sold_to_other', 'expired', 'cancelled', 'handed_over', 'completed', 'claim_opened', 'claim_refunded',
  'claim_rejected', 'refunded', 'message', 'reviewed',
  // The seller de-registered the phone from NEIR: the buyer may take it.
  'neir_released',
  // A listing's questions: a new question (or follow-up) for the seller, the seller's answer for the asker.
  'question', 'question_answer',
  // Offers (issue 22): a new offer for the seller; a counter, an acceptance, a decline, a withdrawal
  // for the other side; a lapse for both; `offer_closed` for a buyer whose open offer ended because
  // the listing was sold, removed or another offer on it was accepted.
  'offer_made', 'offer_countered', 'offer_accepted', 'offer_declined', 'offer_withdrawn', 'offer_lapsed', 'offer_closed',
  // A favourite's price dropped, it was sold, or it was taken off the market.
  'favourite_price_drop', 'favourite_sold', 'favourite_removed',
  // New listings match a saved search (one digest per saved search per hour at most).
  'saved_search_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What a person can unsubscribe from by email, each with its one-click link: every step of a deal,
 * offers, favourites' price drops, saved-search digests. The bell keeps them all.
 */
export const MAIL_TOPICS = ['deals', 'offers', 'favourites', 'saved_searches'] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];
/** The notifications that also go by email, and under which topic. The rest stay in the app only. */
export const MAIL_TOPIC_OF: Partial<Record<NotificationKind, MailTopic>> = {
  booked: 'deals', paid: 'deals', sold_to_other: 'deals', expired: 'deals', cancelled: 'deals', handed_over: 'deals',
  completed: 'deals', claim_opened: 'deals', claim_refunded: 'deals', claim_rejected: 'deals', refunded: 'deals',
  neir_released: 'deals',
  offer_made: 'offers', offer_countered: 'offers', offer_accepted: 'offers', offer_lapsed: 'offers',
  favourite_price_drop: 'favourites',
  saved_search_digest: 'saved_searches',
};
/** The languages a person reads the site, and their mail, in. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * NEIR, Bangladesh's register of handsets (BTRC): the seller de-registers a phone from their NID
 * before the handover (USSD, from a SIM on the same NID, or the portal), and a buyer checks an
 * IMEI by SMS `KYD <IMEI>` to 16002 ("know your device").
 */
export const NEIR = { releaseUssd: '*16161#', portal: 'https://neir.btrc.gov.bd', kydNumber: '16002', kydKeyword: 'KYD' } as const;
/** What the KYD reply said, as the buyer records it: the IMEI is valid, it is not (unknown, fake), or it is blocked (lost, stolen). */
export const KYD_RESULTS = ['valid', 'invalid', 'blocked'] as const;
export type KydResult = (typeof KYD_RESULTS)[number];

/**
 * A listing's NEIR status, as its seller states it: the phone is registered in NEIR (to an NID,
 * as a phone must be to work with a SIM), or not. Only a device with an IMEI has one; a listing
 * made before sellers were asked has none (unknown: no badge, matched by no NEIR filter).
 */
export const NEIR_STATUSES = ['registered', 'unregistered'] as const;
export type NeirStatus = (typeof NEIR_STATUSES)[number];

/** A phone's IMEI: 15 digits, the last a Luhn check digit (dial *#06# to see it). */
export const IMEI_LENGTH = 15;
/** A sold device's IMEI stays taken this long: the same IMEI listed by someone else within it is flagged. */
export const IMEI_RELIST_WINDOW_DAYS = 180;
/** Categories whose listings must carry an IMEI (a tablet may give one, or not). */
export const IMEI_REQUIRED_CATEGORIES = ['feature-phone', 'smartphone'] as const;

export const REPORT_REASONS = ['stolen', 'fake_photos', 'wrong_price', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TEXT_MAX_LENGTH = 1000;

/** What an Admin does with a moderation case: close it, hide the listing, or block its seller. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'block'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_CASE_KINDS = ['report', 'imei'] as const;
export type ModerationCaseKind = (typeof MODERATION_CASE_KINDS)[number];

/** A price guide shows a badge only from this many comparable sales on. */
export const PRICE_GUIDE_MIN_SALES = 5;
/** Longest device name GET /price-guide looks up. */
export const PRICE_GUIDE_MODEL_MAX_LENGTH = 80;
/** Years of use, banded for the price guide: under 1, 1 to under 2, 2 to under 3, 3 and more. */
export const USE_BANDS = [
  { id: 'under-1', min: 0, max: 1 },
  { id: '1-2', min: 1, max: 2 },
  { id: '2-3', min: 2, max: 3 },
  { id: '3-plus', min: 3, max: null },
] as const;
export type UseBandId = (typeof USE_BANDS)[number]['id'];
export const PRICE_BADGES = ['good', 'fair'] as const;
export type PriceBadge = (typeof PRICE_BADGES)[number];

/** A MongoDB ObjectId as the API writes it in a path: 24 hex digits. */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;
