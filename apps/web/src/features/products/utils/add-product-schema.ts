// The Add Product form's schema: the shared listing fields, the photo (which only the browser has:
// it is uploaded, not sent), and the shared IMEI rules across fields.
import { z } from 'zod';
import { MSG, imeiRules, productFieldsSchema } from '@mobile-planet/shared';

const formFields = productFieldsSchema.extend({
  // abort: false, so a missing photo does not stop the IMEI rules below from running.
  photo: z.custom<FileList>((value) => value instanceof FileList && value.length > 0, { error: MSG.photoRequired, abort: false }),
});

// Refined last: zod 4 refuses .extend() on a refined object. `when`: the IMEI rules also run while
// other fields are still wrong (an empty price), so one submit shows every message at once.
export const addProductFormSchema = formFields.superRefine(imeiRules, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type AddProductFormInput = z.input<typeof addProductFormSchema>;
export type AddProductFormOutput = z.output<typeof addProductFormSchema>;

/** The form's field names, to put the API's per-field refusals under the right inputs. */
export const ADD_PRODUCT_FIELD_NAMES = Object.keys(formFields.shape) as Array<keyof AddProductFormInput>;
