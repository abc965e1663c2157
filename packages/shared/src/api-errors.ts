// Every refusal the API can make: a stable code and the English the API answers with, built here
// once. An error body carries the code (and, for a message with variable parts, the params it is
// built from), so a client can say the same thing in another language (docs/api.md "Errors").
import { WARRANTY_DAYS } from './constants';
import { FAVOURITES_MAX, SAVED_SEARCHES_MAX } from './follow';
import { MSG, messageKeyOf, type MsgKey } from './messages';
import type { OfferRefusalCode } from './offer-process';

/** Why the booking's life (its transition table) rules a step out now. */
const BOOKING_REFUSALS = {
  booking_wrong_actor: 'You cannot do this to this booking',
  booking_not_paid: 'This booking has not been paid yet',
  booking_already_paid: 'This booking is already paid',
  booking_handed_over: 'This device has already been handed over',
  deal_completed: 'This deal is already completed',
  booking_expired: 'This booking has expired',
  booking_cancelled: 'This booking was cancelled',
  claim_already_open: 'A claim is already open on this deal',
  booking_refunded: 'This booking was refunded',
  booking_not_expired: 'This booking has not expired yet',
  warranty_not_ended: 'The warranty has not ended yet',
  warranty_ended: `The ${WARRANTY_DAYS}-day warranty of this deal has ended`,
  neir_not_released: 'The seller has not yet de-registered this phone from NEIR: the handover waits for it',
  neir_already_released: 'This phone has already been released from NEIR',
  neir_not_needed: 'This device has no IMEI, so there is nothing to release from NEIR',
} as const;

/** Why the offer's life (OFFER_PROCESS) rules a step out now; the first two are 403s, the rest 409s. */
const OFFER_REFUSALS = {
  offer_not_your_turn: "It is the other side's turn to answer this offer",
  offer_wrong_actor: 'You cannot do this to this offer',
  offer_accepted_already: 'This offer has already been accepted',
  offer_declined_already: 'This offer was declined',
  offer_withdrawn_already: 'This offer was withdrawn',
  offer_lapsed_already: 'This offer has lapsed: nobody answered it for 48 hours',
  offer_closed_already: 'This offer was closed: the device was sold, taken off sale, or another offer on it was accepted',
  offer_not_lapsed: 'This offer has not lapsed yet',
} as const satisfies Record<OfferRefusalCode, string>;

/** A code of the booking's transition table (the `reason` param of payment_refunded_booking_closed). */
export type BookingRefusalCode = keyof typeof BOOKING_REFUSALS;

const ROLE_PLURAL = (roles: string) => roles.split(',').map((r) => `${r.trim().toLowerCase()}s`).join(' and ');

/**
 * The catalogue: code → its English, or a function of its params for a message with variable
 * parts. The params are what the error body's `params` carries.
 */
export const API_ERRORS = {
  // Any call
  /** 400 with per-field `errors`: the message is the first field's message, this only when there is none. */
  validation_failed: 'Invalid request',
  body_not_json: 'The request body is not valid JSON',
  body_too_large: 'The request body is too large',
  /** 400: a request the HTTP layer could not take (an unsupported charset or encoding, a cut-off body); `detail` is its English. */
  request_rejected: (p: { detail: string }) => p.detail,
  route_not_found: (p: { method: string; path: string }) => `No route for ${p.method} ${p.path}`,
  rate_limited: 'Too many requests. Please wait a minute and try again.',
  server_error: 'Something went wrong on our side. Please try again.',
  database_unavailable: 'The database is not answering. Please try again in a moment.',
  /** GET /health's 503. */
  health_database_down: 'The database does not answer',

  // Signing in, accounts and roles
  identity_token_missing: 'Sign in first: the identity token is missing',
  identity_token_invalid: 'The identity token is not valid',
  auth_required: 'Sign in to continue',
  session_expired: 'Your session has expired. Please sign in again',
  account_gone: 'Your account no longer exists',
  token_email_mismatch: 'The token belongs to another email',
  admin_only: 'Only an admin can do this',
  /** `roles`: the roles allowed, comma-separated (`Seller,Admin`). */
  role_required: (p: { roles: string }) => `Only ${ROLE_PLURAL(p.roles)} can do this`,
  register_own_email_only: 'You can only register your own email',
  own_account_only: 'You can only check your own account',
  user_not_found: 'No such user',
  cannot_delete_self: 'You cannot delete your own account here',
  admin_not_deletable: 'An admin cannot be deleted',
  role_not_found: 'No such role: use Admin, Buyer or Seller',
  role_change_buyer_only: 'Only a Buyer account can become a Seller account',

  // Photos
  photo_wrong_field: `${MSG.photoRequired}: send it in the form field "image"`,
  /** 400: multer or busboy could not read the multipart form; `detail` is their English. */
  upload_unreadable: (p: { detail: string }) => `The upload could not be read: ${p.detail}`,
  /** 400: a multipart limit other than the file's size (too many files, fields or parts); `detail` is multer's English. */
  upload_invalid: (p: { detail: string }) => `Bad upload: ${p.detail}`,
  /** 413; `maxMb` is MAX_IMAGE_BYTES in megabytes. */
  image_too_large: (p: { maxMb: number }) => `The image is larger than ${p.maxMb} MB`,
  image_too_many_pixels: (p: { maxMegapixels: number }) => `The photo has too many pixels: at most ${p.maxMegapixels} megapixels`,
  image_format_invalid: 'The photo must be a JPEG, PNG or WebP image',
  image_unreadable: 'The photo could not be read: it may be damaged. Please choose another one',
  image_not_found: 'No such image',
  photo_not_found: 'The photo was not found. Please upload it again',
  photo_not_yours: 'Use a photo you uploaded yourself',

  // Listings
  listing_not_found: 'No such listing',
  listing_not_yours: 'You can only change your own listings',
  seller_blocked: (p: { reason: string }) => `An admin blocked your account from listing devices: ${p.reason}`,
  listing_hidden_delete: 'An admin hid this listing: only an admin can delete it',
  listing_hidden_advertise: 'An admin hid this listing: it cannot be advertised',
  listing_already_sold: 'This device is already sold',
  listing_removed: 'This listing was taken off the market',
  listing_hidden_edit: 'An admin hid this listing: it cannot be edited',
  listing_edit_conflict: 'This listing was changed at the same moment. Please reload it and try again',
  /** 400 on PATCH /products/{id}: a listing without an IMEI moved to a phone category, which needs one. */
  listing_needs_imei: 'A phone listing needs an IMEI, which cannot be added later: list the phone as a new listing',
  imei_taken: MSG.imeiTaken,
  imei_yours: MSG.imeiYours,
  imei_busy: 'This IMEI is being listed right now: please try again in a moment',
  seller_not_found: 'No such seller',

  // Bookings and deals
  ...BOOKING_REFUSALS,
  booking_not_found: 'No such booking',
  booking_not_yours: 'You can only see your own bookings',
  already_booked: 'You have already booked this device',
  listing_gone: 'This device is no longer listed',
  listing_sold: 'This device has already been sold',
  book_own_listing: 'You cannot book your own listing',
  deal_parties_only: 'Only the buyer and the seller of this booking can do this',
  handover_seller_only: 'Only the seller enters the handover code',
  no_handover_code: 'This booking has no handover code to check',
  /** 400; `left`: wrong codes the seller may still enter before the lock. */
  handover_code_wrong: (p: { left: number }) => `That is not the buyer's handover code. ${p.left} ${p.left === 1 ? 'try' : 'tries'} left.`,
  /** 429; `until`: when the lock ends (ISO 8601, UTC); the English shows its hours and minutes. */
  handover_locked: (p: { until: string }) => `Too many wrong codes. Try again after ${p.until.slice(11, 16)} UTC.`,
  claim_buyer_only: 'Only the buyer can open a claim',
  neir_release_seller_only: 'Only the seller releases the phone from NEIR',
  kyd_buyer_only: "Only the buyer records the phone's KYD check",
  kyd_not_open: 'The KYD check is recorded once the booking is paid, until the deal is done',
  no_imei: 'This device has no IMEI to check',
  registered_buyer_only: 'Only the buyer confirms that the phone registered',
  registered_not_handed_over: 'The buyer confirms the registration after the handover, within the warranty',
  registered_already: 'You have already confirmed that this phone registered',
  device_check_buyer_only: 'Only the buyer opens the device check',
  device_check_not_open: 'The device check is open once the booking is paid, until the deal is done',
  /** 400: a check link that is malformed, forged, expired, or not one of ours. */
  device_check_link_invalid: 'This check link is not valid or has expired: ask the buyer for a new one',
  /** 400: an unsubscribe link that is malformed, forged or not one of ours. */
  unsubscribe_link_invalid: 'This unsubscribe link is not valid: change your email settings in your dashboard instead',
  claim_admin_only: 'Only an Admin decides a claim',
  claim_own_deal: 'Another admin decides a claim on your own deal',
  thread_admin_before_claim: 'An admin reads a thread only once a claim was opened',
  thread_parties_only: 'Only the buyer and the seller write in this thread',
  review_buyer_only: 'Only the buyer of this deal can review it',
  review_not_completed: 'You can review a deal once it is completed',
  already_reviewed: 'You have already reviewed this deal',

  // Questions to the seller before booking
  question_own_listing: 'You cannot ask a question on your own listing',
  question_thread_private: 'This question thread is between the person who asked and the seller',
  question_thread_not_found: 'No such question thread on this listing',
  questions_closed: 'This listing is no longer on sale, so it takes no more questions',

  // Offers
  ...OFFER_REFUSALS,
  offer_not_found: 'No such offer',
  offer_own_listing: 'You cannot make an offer on your own listing',
  offer_not_yours: 'Only the buyer and the seller of this offer can see it',
  offer_parties_only: 'Only the buyer and the seller of this offer can answer it',
  offer_open_already: 'You already have an open offer on this device: answer or withdraw it first',
  offer_listing_off_sale: 'This device is no longer on sale, so it takes no offers',
  offer_changed: 'This offer was answered at the same moment. Please reload it',
  offer_above_price: 'The asking price is now at or below this offer: book the device at its price instead',
  /** 400 on `amount`; `min`, `max`: the whole taka an offer on this listing may name (offerBounds). */
  offer_amount_out_of_bounds: (p: { min: number; max: number }) => `Offer from ৳${p.min} to ৳${p.max}: at least half the asking price, and below it`,

  // Payments
  payment_not_your_booking: 'You can only pay for your own booking',
  payment_booking_expired: 'This booking has expired. Book the device again to buy it.',
  payment_booking_cancelled: 'This booking was cancelled.',
  listing_off_sale: 'This device is no longer on sale',
  payment_processing: 'A payment for this booking is already being processed',
  payment_opening: "This booking's payment is still being opened. Please try again in a moment.",
  payment_unknown_intent: 'No payment was found with that transaction id. Nothing has been recorded.',
  /** 402; `status`: the processor's status of the intent. */
  payment_not_succeeded: (p: { status: string }) => `This payment has not gone through (its status is ${p.status}). Nothing has been recorded.`,
  payment_other_booking: 'This payment was made for another booking. Nothing has been recorded.',
  payment_wrong_amount: "This payment's amount does not match the booking's price. Nothing has been recorded.",
  payment_refunded_sold_to_other: 'This device has already been sold to another buyer. Your payment has been refunded.',
  payment_refunded_removed: 'This device is no longer on sale. Your payment has been refunded.',
  payment_refunded_paid_twice: 'This booking is already paid. This second payment has been refunded.',
  /** 409; `reason`: the booking's refusal, itself a code of this catalogue (a BookingRefusalCode). */
  payment_refunded_booking_closed: (p: { reason: BookingRefusalCode }) => `${BOOKING_REFUSALS[p.reason]}. Your payment has been refunded.`,
  sandbox_not_in_use: 'The sandbox processor is not in use: payments go through Stripe',
  stripe_webhooks_off: 'Stripe webhooks are not configured',
  stripe_signature_missing: 'The Stripe signature is missing',
  stripe_signature_invalid: 'The Stripe signature is not valid',

  // Moderation
  report_own_listing: 'You cannot report your own listing',
  already_reported: 'You have already reported this listing: an admin is looking into it',
  reports_busy: 'Too many reports of this listing at once: please try again',
  case_not_found: 'No such case',
  case_closed: 'This case is already closed',
  admin_not_blockable: 'An admin cannot be blocked',
  case_listing_off_market: 'This listing is no longer on the market (sold or deleted): dismiss the case, or block its seller',

  // Favourites and saved searches
  favourite_own_listing: 'You cannot add your own listing to your favourites',
  favourites_full: `You can keep at most ${FAVOURITES_MAX} favourites: remove one first`,
  saved_search_not_found: 'No such saved search',
  saved_searches_full: `You can save at most ${SAVED_SEARCHES_MAX} searches: delete one first`,
} as const satisfies Record<string, string | ((params: never) => string)>;

/** A stable code of an API error (the `code` of every error body). */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** The params a code's message is built from, or undefined for a message without variable parts. */
export type ApiErrorParams<C extends ApiErrorCode> = (typeof API_ERRORS)[C] extends (params: infer P) => string ? P : undefined;

/** A refusal as a throw site names it: the code alone, or with its params when its message has variable parts. */
export type ApiErrorRef = {
  [C in ApiErrorCode]: ApiErrorParams<C> extends undefined ? C : { code: C; params: ApiErrorParams<C> };
}[ApiErrorCode];

/** A code's English, built from its params: the one place the API's error messages are written. */
export function apiErrorMessage(ref: ApiErrorRef): string {
  if (typeof ref === 'string') return API_ERRORS[ref];
  const build = API_ERRORS[ref.code] as (params: unknown) => string;
  return build(ref.params);
}

/** Whether a string (a body's `code`) is a code of this catalogue. */
export const isApiErrorCode = (code: unknown): code is ApiErrorCode => typeof code === 'string' && Object.hasOwn(API_ERRORS, code);

/**
 * Which MSG message each field's message is: `fieldCodes` (field → MSG key) and, for a message
 * with a number (MSG.tooLong(max), MSG.limitInvalid(max)), `params` (field → that number).
 * A field whose message is none of MSG's is left out.
 */
export function msgKeysOf(errors: Record<string, string>): { fieldCodes: Record<string, MsgKey>; params: Record<string, number> } {
  const fieldCodes: Record<string, MsgKey> = {};
  const params: Record<string, number> = {};
  for (const [field, message] of Object.entries(errors)) {
    const known = messageKeyOf(message);
    if (!known) continue;
    fieldCodes[field] = known.key;
    if (known.max !== undefined) params[field] = known.max;
  }
  return { fieldCodes, params };
}
