// The listing form's schemas (adding and editing): the shared listing fields, the photos (files only
// the browser has, uploaded on submit, and photos the listing already shows), and, when adding,
// the shared IMEI and NEIR rules across fields. An edit leaves the IMEIs as they are (they identify the
// device), and the API judges its NEIR status against the IMEI it has.
import { z } from 'zod';
import { LISTING_PHOTOS_MAX, MSG, imeiRules, neirRules, productFieldsSchema } from '@mobile-planet/shared';

/** A photo of the form: a file to upload, or one the listing already has (its URL). `key` names it in the list. */
export type PhotoItem = { key: string; file: File } | { key: string; url: string };

const photos = z
  .array(z.custom<PhotoItem>(), { error: MSG.photoRequired })
  .min(1, MSG.photoRequired)
  .max(LISTING_PHOTOS_MAX, MSG.photosTooMany);

const formFields = productFieldsSchema.extend({ photos });

// Refined last: zod 4 refuses .extend() on a refined object. `when`: the IMEI and NEIR rules also run
// while other fields are still wrong (an empty price), so one submit shows every message at once.
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
export const addProductFormSchema = formFields.superRefine(imeiRules, always).superRefine(neirRules, always);
export type AddProductFormInput = z.input<typeof addProductFormSchema>;
export type AddProductFormOutput = z.output<typeof addProductFormSchema>;

/** Editing: the same fields; the IMEIs are shown, not sent, so their rules (and NEIR's, which read them) do not apply. */
export const editProductFormSchema = formFields;

/** The form's field names, to put the API's per-field refusals under the right inputs. */
export const ADD_PRODUCT_FIELD_NAMES = Object.keys(formFields.shape) as Array<keyof AddProductFormInput>;
