import { z } from 'zod';
import { IMAGE_WIDTHS } from '../constants';
import { MSG } from '../messages';

export const NO_QUERY_MESSAGE = 'This call takes no query parameters';

/** For calls that read no query: any parameter (`?x[$ne]=`) is refused, not silently ignored. */
export const noQuerySchema = z.record(z.string(), z.never({ error: NO_QUERY_MESSAGE }));

export const IMAGE_WIDTH_MESSAGE = `Width must be one of ${IMAGE_WIDTHS.join(', ')} (or none, for the full size)`;

/** GET /images/{id}: `w` picks one of IMAGE_WIDTHS; without it, the full size. Nothing else. */
export const imageQuerySchema = z.strictObject(
  {
    w: z
      .string({ error: IMAGE_WIDTH_MESSAGE })
      .regex(/^[1-9]\d{0,4}$/, { error: IMAGE_WIDTH_MESSAGE })
      .transform(Number)
      .pipe(z.literal(IMAGE_WIDTHS, { error: IMAGE_WIDTH_MESSAGE }))
      .optional(),
  },
  { error: MSG.queryParamUnknown },
);
