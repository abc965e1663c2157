// Validation messages. Those of spec §5 are letter for letter; the rest cover what the spec left open.
export const MSG = {
  emailRequired: 'Email Address is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password required',
  passwordTooShort: 'Password must be 8 characters or long',
  passwordWeak:
    'Password must be strong. hints: At least one uppercase, one lowercase, one digit and one special character need to provided.',
  nameRequired: 'Name is required',
  roleInvalid: 'Role must be Buyer or Seller',
  roleChangeSellerOnly: 'An account can only change to Seller',
  deviceNameRequired: 'Device name is required',
  sellerNameRequired: 'Seller name is required',
  resalePriceRequired: 'Resale price is required',
  originalPriceRequired: 'Original price is required',
  durationRequired: 'Duration is required',
  contactRequired: 'Contact number is required',
  locationRequired: 'Location is required',
  descriptionRequired: 'Description is required',
  dateRequired: 'Date is required',
  photoRequired: 'Photo is required',
  photosTooMany: 'A listing has at most 6 photos',
  photosRepeated: 'Each photo can be added only once',
  coverNotFirst: 'The cover photo (img) must be the first of the photos',
  imeiLocked: 'The IMEI cannot be changed: a different device is a new listing',
  categoryInvalid: 'Choose a category: feature-phone, smartphone or tablet',
  conditionInvalid: 'Choose a condition: excellent, good or fair',
  priceInvalid: 'Price must be a whole number of taka between 1 and 10,000,000',
  yearsInvalid: 'Years of use must be between 0 and 50',
  contactInvalid: 'Contact number must be 6 to 15 digits',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  idInvalid: 'Not a valid id',
  imageUrlInvalid: 'Image must be an uploaded image URL',
  cardNumberInvalid: 'Your card number is invalid.',
  brandInvalid: 'Choose a brand from the list',
  searchInvalid: 'Search words must be text',
  sortInvalid: 'Sort must be newest, price_asc or price_desc',
  limitInvalid: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  cursorInvalid: 'This page link is not valid; start again from the first page',
  priceFilterInvalid: 'Price filters must be whole taka from 0 to 10,000,000',
  priceRangeInvalid: 'The lowest price must not be above the highest price',
  locationFilterInvalid: 'Location must be a city name',
  queryParamUnknown: 'This call does not take that query parameter',
  handoverCodeInvalid: 'The handover code is 6 digits',
  claimReasonInvalid: "Choose a reason: not working, not as described, damaged, won't register or other",
  kydResultInvalid: 'Choose what the reply said: valid, invalid or blocked',
  deviceCheckOutcomeInvalid: 'Say for each step whether it works, fails or was skipped',
  deviceCheckStepsInvalid: 'Send every step of the check, and only those',
  claimTextRequired: 'Tell us what is wrong with the device',
  claimPhotosInvalid: 'At most 3 photos, each uploaded through the photo button',
  decisionInvalid: 'Choose refund or reject',
  decisionNoteRequired: 'Write a note that both sides will read',
  messageRequired: 'Write a message',
  ratingInvalid: 'Rate from 1 to 5 stars',
  imeiRequired: 'IMEI is required: dial *#06# to see it',
  imeiLength: 'An IMEI is 15 digits: dial *#06# to see it',
  imeiCheckDigit: 'This IMEI is not valid: check the digits (dial *#06# to see it)',
  imeiSame: 'The second IMEI must differ from the first',
  neirRequired: 'Say whether the phone is registered in NEIR',
  neirInvalid: 'NEIR status must be registered or unregistered',
  /** A device without an IMEI (a Wi-Fi tablet) cannot be registered in NEIR, so it has no NEIR status. */
  neirNeedsImei: 'Only a device with an IMEI is registered in NEIR: give its IMEI, or leave NEIR out',
  reportReasonInvalid: 'Choose a reason: stolen, fake or wrong photos, wrong price, scam or other',
  reportTextRequired: 'Tell us what is wrong with this listing',
  moderationActionInvalid: 'Choose dismiss, hide or block',
  moderationNoteRequired: 'Write why: the seller sees it',
  /** POST /products 409: another seller's listing (available, booked or sold within IMEI_RELIST_WINDOW_DAYS) has this IMEI. */
  imeiTaken: 'This IMEI is already listed on Mobile Planet. If this is your phone, contact us: the listing has been sent for review.',
  /** POST /products 409: the caller's own listing (on the market, or sold lately) has this IMEI. */
  imeiYours: 'You have already listed a device with this IMEI: see My products',
  priceGuideModelRequired: 'Name a phone model, like "Galaxy A54"',
  savedSearchNameRequired: 'Give the search a name',
  savedSearchEmpty: 'Search for a word or choose a filter before saving the search',
  savedSearchQueryInvalid: "The search must be the results' filters and keywords",
  offerAmountRequired: 'Enter the price you offer',
  offerAmountInvalid: 'An offer is a whole number of taka',
} as const;

/** A key of MSG, the validation messages (an error body's `fieldCodes`, the web's validation words). */
export type MsgKey = keyof typeof MSG;

const KEY_OF_MESSAGE = new Map<string, MsgKey>();
/** MSG's messages with a number in them (tooLong, limitInvalid): the text around the number. */
const TEMPLATES: Array<{ key: MsgKey; before: string; after: string }> = [];
const SAMPLE = 987_654_321;
for (const key of Object.keys(MSG) as MsgKey[]) {
  const entry: string | ((n: number) => string) = MSG[key];
  if (typeof entry === 'string') {
    if (!KEY_OF_MESSAGE.has(entry)) KEY_OF_MESSAGE.set(entry, key);
  } else {
    const [before = '', after = ''] = entry(SAMPLE).split(String(SAMPLE));
    TEMPLATES.push({ key, before, after });
  }
}

/**
 * Which of MSG's messages `message` is (with its number, for MSG.tooLong(max) and
 * MSG.limitInvalid(max)), or null: how the API names a field's message by its key, and how the
 * web shows an English message in the reader's language.
 */
export function messageKeyOf(message: string): { key: MsgKey; max?: number } | null {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return { key };
  for (const t of TEMPLATES) {
    if (message.length <= t.before.length + t.after.length || !message.startsWith(t.before) || !message.endsWith(t.after)) continue;
    const n = message.slice(t.before.length, message.length - t.after.length);
    if (/^\d+$/.test(n)) return { key: t.key, max: Number(n) };
  }
  return null;
}
