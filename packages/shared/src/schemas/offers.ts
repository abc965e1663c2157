// Offers (issue 22): the bodies and queries of the offer calls, an offer as it travels, and the
// web form's check of an amount against the listing's bounds (the API checks the same, offerBounds).
import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { MSG } from '../messages';
import { OFFER_STATUSES, offerBounds, type OfferActor, type OfferEventName, type OfferSide, type OfferStatus } from '../offer-process';
import { objectId, requiredNumber } from './fields';
import { pageQuerySchema } from './listings';

/** A whole number of taka (JSON number, or the digits of a form field); the bounds are the listing's, checked by the API. */
const amount = requiredNumber(MSG.offerAmountRequired, MSG.offerAmountInvalid).pipe(
  z.number().int(MSG.offerAmountInvalid).positive(MSG.offerAmountInvalid).max(Number.MAX_SAFE_INTEGER, MSG.offerAmountInvalid),
);

/** POST /products/{id}/offers and POST /offers/{id}/counter: the amount and nothing else. */
export const offerAmountSchema = z.strictObject({ amount }, { error: 'This call takes only an amount' });
export type OfferAmountInput = z.input<typeof offerAmountSchema>;

/** The offer form: an amount within the listing's bounds (`price`: its asking price). */
export function offerFormSchema(price: number) {
  const bounds = offerBounds(price);
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, MSG.offerAmountRequired)
      .regex(/^\d+$/, MSG.offerAmountInvalid)
      .transform(Number)
      .refine((n) => bounds !== null && n >= bounds.min && n <= bounds.max, { message: 'offer_amount_out_of_bounds' }),
  });
}

/** GET /offers: whose side (both unless asked), which status (any unless asked), which listing (any unless asked), a page. */
export const offersQuerySchema = pageQuerySchema(PAGE_SIZE.offers).extend({
  side: z.enum(['buyer', 'seller'], { error: 'side must be buyer or seller' }).optional(),
  status: z.enum(OFFER_STATUSES, { error: `status must be one of ${OFFER_STATUSES.join(', ')}` }).optional(),
  /** One listing's offers only (a listing page shows the caller's own). */
  productId: objectId.optional(),
});
export type OffersQuery = z.output<typeof offersQuerySchema>;

/** One step of an offer's life, oldest first: `make` is the offer itself. */
export interface OfferStep {
  event: OfferEventName | 'make';
  from: OfferStatus | null;
  to: OfferStatus;
  by: OfferActor;
  /** The amount this step put on the table (make, counter). */
  amount?: number;
  at: string;
}

/** An offer as the API answers it, to its buyer, its listing's seller or an Admin. */
export interface Offer {
  _id: string;
  productId: string;
  device: string;
  img?: string;
  /** The listing's asking price when the last amount was named: the bounds are of it. */
  askingPrice: number;
  bounds: { min: number; max: number } | null;
  /** The amount on the table now (the buyer's while open, the seller's while countered; the agreed one once accepted). */
  amount: number;
  status: OfferStatus;
  /** Whose move it is, while live. */
  turn: OfferSide | null;
  buyerName: string;
  sellerName: string;
  /** When a live offer lapses unless someone moves. */
  lapsesAt?: string;
  /** The deal an accepted offer started. */
  bookingId?: string;
  createdAt: string;
  updatedAt: string;
  history: OfferStep[];
  /** How the reader stands to it. */
  side: OfferSide | 'admin';
}

export interface OffersPage {
  items: Offer[];
  nextCursor: string | null;
}
