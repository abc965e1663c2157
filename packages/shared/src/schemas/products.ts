import { z } from 'zod';
import { BRANDS, CATEGORY_IDS, CONDITIONS, IMEI_REQUIRED_CATEGORIES, LISTING_PHOTOS_MAX, MAX_PRICE_TAKA, MAX_YEARS_OF_USE, NEIR_STATUSES } from '../constants';
import { MSG } from '../messages';
import { contactNumber, imageUrl, objectId, requiredNumber, requiredText } from './fields';
import { imeiSchema } from './imei';

const optionalImei = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), imeiSchema.optional());

/** A blank choice (the form's unchosen radio group) is no status; see neirRules for when one is required. */
const optionalNeir = z.preprocess((v) => (v === '' ? undefined : v), z.enum(NEIR_STATUSES, { error: MSG.neirInvalid }).optional());

const price = (required: string) =>
  requiredNumber(required, MSG.priceInvalid).pipe(
    z.number().int(MSG.priceInvalid).min(1, MSG.priceInvalid).max(MAX_PRICE_TAKA, MSG.priceInvalid),
  );

/** The add-product form's fields other than the photo (spec §2, messages §5). */
export const productFieldsSchema = z.object({
  deviceName: requiredText(MSG.deviceNameRequired, 80),
  sellerName: requiredText(MSG.sellerNameRequired, 60),
  /** Optional for the spec's clients, which do not send it: the API then guesses it from the device name. */
  brand: z.enum(BRANDS, { error: MSG.brandInvalid }).optional(),
  category: z.enum(CATEGORY_IDS, { error: MSG.categoryInvalid }),
  condition: z.enum(CONDITIONS, { error: MSG.conditionInvalid }),
  resalePrice: price(MSG.resalePriceRequired),
  originalPrice: price(MSG.originalPriceRequired),
  yearsOfUse: requiredNumber(MSG.durationRequired, MSG.yearsInvalid).pipe(
    z.number().min(0, MSG.yearsInvalid).max(MAX_YEARS_OF_USE, MSG.yearsInvalid),
  ),
  Contact: contactNumber,
  Location: requiredText(MSG.locationRequired, 100),
  description: requiredText(MSG.descriptionRequired, 2000),
  postedDate: requiredText(MSG.dateRequired, 40),
  /** Required for phones (see imeiRules); a blank field is no IMEI. */
  imei: optionalImei,
  /** A dual-SIM phone's second IMEI, checked the same way. */
  imei2: optionalImei,
  /** Whether the phone is registered in NEIR, as the seller states it (see neirRules). */
  neir: optionalNeir,
});
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

/** Phones (feature phones and smartphones) must carry an IMEI; a tablet may. */
const needsImei = (category: string) => (IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(category);

/**
 * The IMEI rules that span fields: phones (feature phones and smartphones) must give one, and a
 * second must differ from the first. Applied with .superRefine where the listing's fields are
 * checked (POST /products, the Add Product form).
 */
export function imeiRules(value: { category: string; imei?: string | undefined; imei2?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!value.imei && needsImei(value.category)) {
    ctx.addIssue({ code: 'custom', path: ['imei'], message: MSG.imeiRequired });
  }
  if (value.imei2 && !value.imei) ctx.addIssue({ code: 'custom', path: ['imei'], message: MSG.imeiRequired });
  if (value.imei2 && value.imei2 === value.imei) ctx.addIssue({ code: 'custom', path: ['imei2'], message: MSG.imeiSame });
}

/**
 * The NEIR rules that span fields: NEIR registers a device by its IMEI, so a listing that has (or
 * must have) an IMEI states its NEIR status, and one without an IMEI (a Wi-Fi tablet) has none.
 * Applied with .superRefine beside imeiRules (POST /products, the Add Product form).
 */
export function neirRules(value: { category: string; imei?: string | undefined; neir?: string | undefined }, ctx: z.RefinementCtx): void {
  const withImei = Boolean(value.imei) || needsImei(value.category);
  if (withImei && !value.neir) ctx.addIssue({ code: 'custom', path: ['neir'], message: MSG.neirRequired });
  if (!withImei && value.neir) ctx.addIssue({ code: 'custom', path: ['neir'], message: MSG.neirNeedsImei });
}

/**
 * A listing's photos in order, the first its cover: 1 to LISTING_PHOTOS_MAX URLs of our own image
 * store (POST /images), each once.
 */
const photosField = z
  .array(imageUrl, { error: MSG.photoRequired })
  .min(1, MSG.photoRequired)
  .max(LISTING_PHOTOS_MAX, MSG.photosTooMany)
  .refine((urls) => new Set(urls).size === urls.length, MSG.photosRepeated);

/** The spec's single photo, a URL our own image store answered (a path under /images/), so listings never hotlink another host. */
const coverField = z.string({ error: MSG.photoRequired }).min(1, MSG.photoRequired).pipe(imageUrl);

/**
 * POST /products: the fields plus the photos. The spec's clients send `img` alone (one photo);
 * ours send `photos`. Both may come, if `img` is `photos[0]` (the cover): anything else would
 * leave the listing's card and its page disagreeing about the cover, so it is a 400 on `img`.
 */
export const productInputSchema = productFieldsSchema
  .extend({ img: coverField.optional(), photos: photosField.optional() })
  .superRefine(imeiRules)
  .superRefine(neirRules)
  .superRefine(
    (value, ctx) => {
      if (value.img === undefined && value.photos === undefined) ctx.addIssue({ code: 'custom', path: ['img'], message: MSG.photoRequired });
      if (typeof value.img === 'string' && typeof value.photos?.[0] === 'string' && value.img !== value.photos[0]) {
        ctx.addIssue({ code: 'custom', path: ['img'], message: MSG.coverNotFirst });
      }
    },
    // Also while other fields are wrong, so a form missing everything hears about its photo too.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ProductInput = z.infer<typeof productInputSchema>;

/** A new listing's photos in order: `photos`, or the spec's `img` alone. */
export const listingPhotosOf = (input: Pick<ProductInput, 'img' | 'photos'>): string[] => input.photos ?? (input.img ? [input.img] : []);

/** Refuses a field that cannot change, whatever its value (a blank one included). */
const unchangeable = (message: string) => z.unknown().refine((v) => v === undefined, message).optional();

/**
 * PATCH /products/{id}: any of the listing's fields, and its photos (the whole ordered list; the
 * first becomes `img`). Not the IMEIs: they identify the device, and a different device is a new
 * listing. Fields left out keep their values.
 */
export const productEditSchema = productFieldsSchema
  .omit({ imei: true, imei2: true })
  .partial()
  .extend({ photos: photosField.optional(), imei: unchangeable(MSG.imeiLocked), imei2: unchangeable(MSG.imeiLocked) });
export type ProductEdit = z.infer<typeof productEditSchema>;

export const categoryParamSchema = z.object({
  id: z.enum(CATEGORY_IDS, { error: MSG.categoryInvalid }),
});

export const idParamSchema = z.object({ id: objectId });

/** POST /advertise: the spec sends the whole product; only its id is used. */
export const advertiseSchema = z.object({ _id: objectId });
