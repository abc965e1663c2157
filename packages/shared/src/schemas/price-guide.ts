// GET /price-guide: a model to look up (any spelling of the device's name), and optionally the
// condition, years of use and NEIR status that narrow it. Values arrive as query strings.
import { z } from 'zod';
import { CONDITIONS, MAX_YEARS_OF_USE, PRICE_GUIDE_MODEL_MAX_LENGTH } from '../constants';
import { MSG } from '../messages';
import { normaliseModel } from '../model-name';
import { neirParam, requiredText } from './fields';

export const priceGuideQuerySchema = z.strictObject(
  {
    // A name of memory sizes and network words only ("5G 128GB") names no model.
    model: requiredText(MSG.priceGuideModelRequired, PRICE_GUIDE_MODEL_MAX_LENGTH).refine((m) => normaliseModel(m) !== '', MSG.priceGuideModelRequired),
    condition: z
      .string({ error: MSG.conditionInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.enum(CONDITIONS, { error: MSG.conditionInvalid }))
      .optional(),
    yearsOfUse: z
      .string({ error: MSG.yearsInvalid })
      .regex(/^\d{1,2}(\.\d{1,2})?$/, MSG.yearsInvalid)
      .transform(Number)
      .pipe(z.number().max(MAX_YEARS_OF_USE, MSG.yearsInvalid))
      .optional(),
    /** Narrows to phones of this NEIR status where they have enough sales of their own (see docs/api.md "Price guide"). */
    neir: neirParam.optional(),
  },
  { error: MSG.queryParamUnknown },
);
export type PriceGuideQueryInput = z.input<typeof priceGuideQuerySchema>;
export type PriceGuideQuery = z.output<typeof priceGuideQuerySchema>;
