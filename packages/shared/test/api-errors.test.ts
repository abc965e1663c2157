// The catalogue of API error codes: each code's message builder gives the API's English letter for
// letter, and msgKeysOf finds the MSG key (and number) of a field's message.
import { API_ERRORS, MSG, apiErrorMessage, isApiErrorCode, msgKeysOf, type ApiErrorCode, type ApiErrorRef } from '../src';

/** Every code with params for it (when its message has variable parts) and the English it must give. */
const ENGLISH: Record<ApiErrorCode, [ApiErrorRef, string]> = {
  validation_failed: ['validation_failed', 'Invalid request'],
  body_not_json: ['body_not_json', 'The request body is not valid JSON'],
  body_too_large: ['body_too_large', 'The request body is too large'],
  request_rejected: [{ code: 'request_rejected', params: { detail: 'request aborted' } }, 'request aborted'],
  route_not_found: [{ code: 'route_not_found', params: { method: 'GET', path: '/nope' } }, 'No route for GET /nope'],
  rate_limited: ['rate_limited', 'Too many requests. Please wait a minute and try again.'],
  server_error: ['server_error', 'Something went wrong on our side. Please try again.'],
  database_unavailable: ['database_unavailable', 'The database is not answering. Please try again in a moment.'],
  health_database_down: ['health_database_down', 'The database does not answer'],
  identity_token_missing: ['identity_token_missing', 'Sign in first: the identity token is missing'],
  identity_token_invalid: ['identity_token_invalid', 'The identity token is not valid'],
  auth_required: ['auth_required', 'Sign in to continue'],
  session_expired: ['session_expired', 'Your session has expired. Please sign in again'],
  account_gone: ['account_gone', 'Your account no longer exists'],
  token_email_mismatch: ['token_email_mismatch', 'The token belongs to another email'],
  admin_only: ['admin_only', 'Only an admin can do this'],
  role_required: [{ code: 'role_required', params: { roles: 'Seller,Admin' } }, 'Only sellers and admins can do this'],
  register_own_email_only: ['register_own_email_only', 'You can only register your own email'],
  own_account_only: ['own_account_only', 'You can only check your own account'],
  user_not_found: ['user_not_found', 'No such user'],
  cannot_delete_self: ['cannot_delete_self', 'You cannot delete your own account here'],
  admin_not_deletable: ['admin_not_deletable', 'An admin cannot be deleted'],
  role_change_buyer_only: ['role_change_buyer_only', 'Only a Buyer account can become a Seller account'],
  role_not_found: ['role_not_found', 'No such role: use Admin, Buyer or Seller'],
  photo_wrong_field: ['photo_wrong_field', 'Photo is required: send it in the form field "image"'],
  upload_unreadable: [{ code: 'upload_unreadable', params: { detail: 'Unexpected end of form' } }, 'The upload could not be read: Unexpected end of form'],
  upload_invalid: [{ code: 'upload_invalid', params: { detail: 'Too many files' } }, 'Bad upload: Too many files'],
  image_too_large: [{ code: 'image_too_large', params: { maxMb: 5 } }, 'The image is larger than 5 MB'],
  image_too_many_pixels: [{ code: 'image_too_many_pixels', params: { maxMegapixels: 60 } }, 'The photo has too many pixels: at most 60 megapixels'],
  image_format_invalid: ['image_format_invalid', 'The photo must be a JPEG, PNG or WebP image'],
  image_unreadable: ['image_unreadable', 'The photo could not be read: it may be damaged. Please choose another one'],
  image_not_found: ['image_not_found', 'No such image'],
  photo_not_found: ['photo_not_found', 'The photo was not found. Please upload it again'],
  photo_not_yours: ['photo_not_yours', 'Use a photo you uploaded yourself'],
  listing_not_found: ['listing_not_found', 'No such listing'],
  question_own_listing: ['question_own_listing', 'You cannot ask a question on your own listing'],
  question_thread_private: ['question_thread_private', 'This question thread is between the person who asked and the seller'],
  question_thread_not_found: ['question_thread_not_found', 'No such question thread on this listing'],
  questions_closed: ['questions_closed', 'This listing is no longer on sale, so it takes no more questions'],
  listing_not_yours: ['listing_not_yours', 'You can only change your own listings'],
  seller_blocked: [{ code: 'seller_blocked', params: { reason: 'Fake photos.' } }, 'An admin blocked your account from listing devices: Fake photos.'],
  listing_hidden_delete: ['listing_hidden_delete', 'An admin hid this listing: only an admin can delete it'],
  listing_hidden_advertise: ['listing_hidden_advertise', 'An admin hid this listing: it cannot be advertised'],
  listing_already_sold: ['listing_already_sold', 'This device is already sold'],
  listing_removed: ['listing_removed', 'This listing was taken off the market'],
  listing_hidden_edit: ['listing_hidden_edit', 'An admin hid this listing: it cannot be edited'],
  listing_edit_conflict: ['listing_edit_conflict', 'This listing was changed at the same moment. Please reload it and try again'],
  listing_needs_imei: ['listing_needs_imei', 'A phone listing needs an IMEI, which cannot be added later: list the phone as a new listing'],
  imei_taken: ['imei_taken', 'This IMEI is already listed on Mobile Planet. If this is your phone, contact us: the listing has been sent for review.'],
  imei_yours: ['imei_yours', 'You have already listed a device with this IMEI: see My products'],
  imei_busy: ['imei_busy', 'This IMEI is being listed right now: please try again in a moment'],
  seller_not_found: ['seller_not_found', 'No such seller'],
  booking_wrong_actor: ['booking_wrong_actor', 'You cannot do this to this booking'],
  booking_not_paid: ['booking_not_paid', 'This booking has not been paid yet'],
  booking_already_paid: ['booking_already_paid', 'This booking is already paid'],
  booking_handed_over: ['booking_handed_over', 'This device has already been handed over'],
  deal_completed: ['deal_completed', 'This deal is already completed'],
  booking_expired: ['booking_expired', 'This booking has expired'],
  booking_cancelled: ['booking_cancelled', 'This booking was cancelled'],
  claim_already_open: ['claim_already_open', 'A claim is already open on this deal'],
  booking_refunded: ['booking_refunded', 'This booking was refunded'],
  booking_not_expired: ['booking_not_expired', 'This booking has not expired yet'],
  warranty_not_ended: ['warranty_not_ended', 'The warranty has not ended yet'],
  warranty_ended: ['warranty_ended', 'The 7-day warranty of this deal has ended'],
  neir_not_released: ['neir_not_released', 'The seller has not yet de-registered this phone from NEIR: the handover waits for it'],
  neir_already_released: ['neir_already_released', 'This phone has already been released from NEIR'],
  neir_not_needed: ['neir_not_needed', 'This device has no IMEI, so there is nothing to release from NEIR'],
  booking_not_found: ['booking_not_found', 'No such booking'],
  booking_not_yours: ['booking_not_yours', 'You can only see your own bookings'],
  already_booked: ['already_booked', 'You have already booked this device'],
  listing_gone: ['listing_gone', 'This device is no longer listed'],
  listing_sold: ['listing_sold', 'This device has already been sold'],
  book_own_listing: ['book_own_listing', 'You cannot book your own listing'],
  deal_parties_only: ['deal_parties_only', 'Only the buyer and the seller of this booking can do this'],
  handover_seller_only: ['handover_seller_only', 'Only the seller enters the handover code'],
  no_handover_code: ['no_handover_code', 'This booking has no handover code to check'],
  handover_code_wrong: [{ code: 'handover_code_wrong', params: { left: 3 } }, "That is not the buyer's handover code. 3 tries left."],
  handover_locked: [{ code: 'handover_locked', params: { until: '2025-03-01T14:05:09.000Z' } }, 'Too many wrong codes. Try again after 14:05 UTC.'],
  claim_buyer_only: ['claim_buyer_only', 'Only the buyer can open a claim'],
  neir_release_seller_only: ['neir_release_seller_only', 'Only the seller releases the phone from NEIR'],
  kyd_buyer_only: ['kyd_buyer_only', "Only the buyer records the phone's KYD check"],
  kyd_not_open: ['kyd_not_open', 'The KYD check is recorded once the booking is paid, until the deal is done'],
  no_imei: ['no_imei', 'This device has no IMEI to check'],
  registered_buyer_only: ['registered_buyer_only', 'Only the buyer confirms that the phone registered'],
  registered_not_handed_over: ['registered_not_handed_over', 'The buyer confirms the registration after the handover, within the warranty'],
  registered_already: ['registered_already', 'You have already confirmed that this phone registered'],
  device_check_buyer_only: ['device_check_buyer_only', 'Only the buyer opens the device check'],
  device_check_not_open: ['device_check_not_open', 'The device check is open once the booking is paid, until the deal is done'],
  device_check_link_invalid: ['device_check_link_invalid', 'This check link is not valid or has expired: ask the buyer for a new one'],
  unsubscribe_link_invalid: ['unsubscribe_link_invalid', 'This unsubscribe link is not valid: change your email settings in your dashboard instead'],
  claim_admin_only: ['claim_admin_only', 'Only an Admin decides a claim'],
  claim_own_deal: ['claim_own_deal', 'Another admin decides a claim on your own deal'],
  thread_admin_before_claim: ['thread_admin_before_claim', 'An admin reads a thread only once a claim was opened'],
  thread_parties_only: ['thread_parties_only', 'Only the buyer and the seller write in this thread'],
  review_buyer_only: ['review_buyer_only', 'Only the buyer of this deal can review it'],
  review_not_completed: ['review_not_completed', 'You can review a deal once it is completed'],
  already_reviewed: ['already_reviewed', 'You have already reviewed this deal'],
  offer_not_your_turn: ['offer_not_your_turn', "It is the other side's turn to answer this offer"],
  offer_wrong_actor: ['offer_wrong_actor', 'You cannot do this to this offer'],
  offer_accepted_already: ['offer_accepted_already', 'This offer has already been accepted'],
  offer_declined_already: ['offer_declined_already', 'This offer was declined'],
  offer_withdrawn_already: ['offer_withdrawn_already', 'This offer was withdrawn'],
  offer_lapsed_already: ['offer_lapsed_already', 'This offer has lapsed: nobody answered it for 48 hours'],
  offer_closed_already: ['offer_closed_already', 'This offer was closed: the device was sold, taken off sale, or another offer on it was accepted'],
  offer_not_lapsed: ['offer_not_lapsed', 'This offer has not lapsed yet'],
  offer_not_found: ['offer_not_found', 'No such offer'],
  offer_own_listing: ['offer_own_listing', 'You cannot make an offer on your own listing'],
  offer_not_yours: ['offer_not_yours', 'Only the buyer and the seller of this offer can see it'],
  offer_parties_only: ['offer_parties_only', 'Only the buyer and the seller of this offer can answer it'],
  offer_open_already: ['offer_open_already', 'You already have an open offer on this device: answer or withdraw it first'],
  offer_listing_off_sale: ['offer_listing_off_sale', 'This device is no longer on sale, so it takes no offers'],
  offer_changed: ['offer_changed', 'This offer was answered at the same moment. Please reload it'],
  offer_above_price: ['offer_above_price', 'The asking price is now at or below this offer: book the device at its price instead'],
  offer_amount_out_of_bounds: [
    { code: 'offer_amount_out_of_bounds', params: { min: 20_000, max: 39_999 } },
    'Offer from ৳20000 to ৳39999: at least half the asking price, and below it',
  ],
  payment_not_your_booking: ['payment_not_your_booking', 'You can only pay for your own booking'],
  payment_booking_expired: ['payment_booking_expired', 'This booking has expired. Book the device again to buy it.'],
  payment_booking_cancelled: ['payment_booking_cancelled', 'This booking was cancelled.'],
  listing_off_sale: ['listing_off_sale', 'This device is no longer on sale'],
  payment_processing: ['payment_processing', 'A payment for this booking is already being processed'],
  payment_opening: ['payment_opening', "This booking's payment is still being opened. Please try again in a moment."],
  payment_unknown_intent: ['payment_unknown_intent', 'No payment was found with that transaction id. Nothing has been recorded.'],
  payment_not_succeeded: [
    { code: 'payment_not_succeeded', params: { status: 'requires_payment_method' } },
    'This payment has not gone through (its status is requires_payment_method). Nothing has been recorded.',
  ],
  payment_other_booking: ['payment_other_booking', 'This payment was made for another booking. Nothing has been recorded.'],
  payment_wrong_amount: ['payment_wrong_amount', "This payment's amount does not match the booking's price. Nothing has been recorded."],
  payment_refunded_sold_to_other: ['payment_refunded_sold_to_other', 'This device has already been sold to another buyer. Your payment has been refunded.'],
  payment_refunded_removed: ['payment_refunded_removed', 'This device is no longer on sale. Your payment has been refunded.'],
  payment_refunded_paid_twice: ['payment_refunded_paid_twice', 'This booking is already paid. This second payment has been refunded.'],
  payment_refunded_booking_closed: [
    { code: 'payment_refunded_booking_closed', params: { reason: 'booking_expired' } },
    'This booking has expired. Your payment has been refunded.',
  ],
  sandbox_not_in_use: ['sandbox_not_in_use', 'The sandbox processor is not in use: payments go through Stripe'],
  stripe_webhooks_off: ['stripe_webhooks_off', 'Stripe webhooks are not configured'],
  stripe_signature_missing: ['stripe_signature_missing', 'The Stripe signature is missing'],
  stripe_signature_invalid: ['stripe_signature_invalid', 'The Stripe signature is not valid'],
  report_own_listing: ['report_own_listing', 'You cannot report your own listing'],
  already_reported: ['already_reported', 'You have already reported this listing: an admin is looking into it'],
  reports_busy: ['reports_busy', 'Too many reports of this listing at once: please try again'],
  case_not_found: ['case_not_found', 'No such case'],
  case_closed: ['case_closed', 'This case is already closed'],
  admin_not_blockable: ['admin_not_blockable', 'An admin cannot be blocked'],
  case_listing_off_market: ['case_listing_off_market', 'This listing is no longer on the market (sold or deleted): dismiss the case, or block its seller'],
  favourite_own_listing: ['favourite_own_listing', 'You cannot add your own listing to your favourites'],
  favourites_full: ['favourites_full', 'You can keep at most 200 favourites: remove one first'],
  saved_search_not_found: ['saved_search_not_found', 'No such saved search'],
  saved_searches_full: ['saved_searches_full', 'You can save at most 20 searches: delete one first'],
};

describe('API_ERRORS', () => {
  test('every code is lower snake case, and this table names every code', () => {
    for (const code of Object.keys(API_ERRORS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(Object.keys(ENGLISH).sort()).toEqual(Object.keys(API_ERRORS).sort());
  });

  test.each(Object.entries(ENGLISH))('%s: the English the API answers', (code, [ref, english]) => {
    expect(typeof ref === 'string' ? ref : ref.code).toBe(code);
    expect(apiErrorMessage(ref)).toBe(english);
  });

  test('the handover code message says "try" for one left', () => {
    expect(apiErrorMessage({ code: 'handover_code_wrong', params: { left: 1 } })).toBe("That is not the buyer's handover code. 1 try left.");
  });

  test('a role list of one role, and of three', () => {
    expect(apiErrorMessage({ code: 'role_required', params: { roles: 'Seller' } })).toBe('Only sellers can do this');
    expect(apiErrorMessage({ code: 'role_required', params: { roles: 'Buyer,Seller,Admin' } })).toBe('Only buyers and sellers and admins can do this');
  });

  test('isApiErrorCode knows the codes and nothing else', () => {
    expect(isApiErrorCode('listing_sold')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode('nope')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});

describe('msgKeysOf', () => {
  test('a message of MSG gives its key; one with a number gives its key and the number; anything else is left out', () => {
    expect(
      msgKeysOf({
        email: MSG.emailRequired,
        deviceName: MSG.tooLong(80),
        limit: MSG.limitInvalid(48),
        img: 'The photo was not found. Please upload it again',
        x: 'Must be at most many characters',
      }),
    ).toEqual({ fieldCodes: { email: 'emailRequired', deviceName: 'tooLong', limit: 'limitInvalid' }, params: { deviceName: 80, limit: 48 } });
  });

  test('every string message of MSG maps back to a key with that message', () => {
    for (const value of Object.values(MSG)) {
      if (typeof value !== 'string') continue;
      const found = msgKeysOf({ f: value }).fieldCodes.f;
      expect(found && MSG[found]).toBe(value);
    }
  });
});
