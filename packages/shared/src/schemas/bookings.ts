import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { contactNumber, email, objectId, requiredText } from './fields';
import { pageQuerySchema } from './listings';

/**
 * POST /bookings. Name, email, device and price come from the token and the listing, never
 * from the body; the spec's fields may still be sent but must be of the right type.
 */
export const bookingInputSchema = z.object({
  productId: objectId,
  contact: contactNumber,
  location: requiredText(MSG.locationRequired, 100),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
  device: z.string().max(200).optional(),
  price: z.union([z.number(), z.string().max(20)]).optional(),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

/** The booking modal's editable fields. */
export const bookingFormSchema = bookingInputSchema.pick({ contact: true, location: true });
export type BookingFormInput = z.input<typeof bookingFormSchema>;

/**
 * GET /bookings?email=: whose bookings, and a keyset page of them (`limit` 1–100, default 50;
 * `cursor` from the previous page's Link header). Unknown parameters (`email[$ne]`) are refused.
 */
export const bookingsQuerySchema = pageQuerySchema(PAGE_SIZE.other).extend({ email });
export type BookingsQueryInput = z.input<typeof bookingsQuerySchema>;
export type BookingsQuery = z.output<typeof bookingsQuerySchema>;
