import { z } from 'zod';
import { BRANDS, CATEGORY_IDS, CONDITIONS, IMEI_REQUIRED_CATEGORIES, MAX_PRICE_TAKA, MAX_YEARS_OF_USE } from '../constants';
import { MSG } from '../messages';
import { contactNumber, imageUrl, objectId, requiredNumber, requiredText } from './fields';
import { imeiSchema } from './imei';

const optionalImei = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), imeiSchema.optional());

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
});
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;

/**
 * The IMEI rules that span fields: phones (feature phones and smartphones) must give one, and a
 * second must differ from the first. Applied with .superRefine where the listing's fields are
 * checked (POST /products, the Add Product form).
 */
export function imeiRules(value: { category: string; imei?: string | undefined; imei2?: string | undefined }, ctx: z.RefinementCtx): void {
  if (!value.imei && (IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(value.category)) {
    ctx.addIssue({ code: 'custom', path: ['imei'], message: MSG.imeiRequired });
  }
  if (value.imei2 && !value.imei) ctx.addIssue({ code: 'custom', path: ['imei'], message: MSG.imeiRequired });
  if (value.imei2 && value.imei2 === value.imei) ctx.addIssue({ code: 'custom', path: ['imei2'], message: MSG.imeiSame });
}

/**
 * POST /products: the fields plus the uploaded image's URL. The URL must be one our own
 * image store answered (a path under /images/), so listings never hotlink another host.
 */
export const productInputSchema = productFieldsSchema.extend({
  img: z.string({ error: MSG.photoRequired }).min(1, MSG.photoRequired).pipe(imageUrl),
}).superRefine(imeiRules);
export type ProductInput = z.infer<typeof productInputSchema>;

export const categoryParamSchema = z.object({
  id: z.enum(CATEGORY_IDS, { error: MSG.categoryInvalid }),
});

export const idParamSchema = z.object({ id: objectId });

/** POST /advertise: the spec sends the whole product; only its id is used. */
export const advertiseSchema = z.object({ _id: objectId });
