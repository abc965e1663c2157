// The /price-guide look-up form: a model to look up, and optionally a condition, years of use and NEIR status.
import { z } from 'zod';
import { CONDITIONS, MSG, NEIR_STATUSES } from '@mobile-planet/shared';
import { yearsOfUseNumber } from './price-guide-query';

/** The form shows it in the reader's language (priceGuide:form.modelRequired). */
export const MODEL_REQUIRED = 'Type a model, e.g. galaxy a54';
const MODEL_MAX_LENGTH = 80;

export const lookupSchema = z.object({
  model: z.string().trim().min(1, MODEL_REQUIRED).max(MODEL_MAX_LENGTH, MSG.tooLong(MODEL_MAX_LENGTH)),
  condition: z.union([z.enum(CONDITIONS), z.literal('')]),
  yearsOfUse: z
    .string()
    .trim()
    .refine((text) => text === '' || yearsOfUseNumber(text) !== undefined, MSG.yearsInvalid),
  neir: z.union([z.enum(NEIR_STATUSES), z.literal('')]),
});
export type LookupValues = z.infer<typeof lookupSchema>;
