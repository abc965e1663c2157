import { z } from 'zod';
import { MSG } from '../messages';
import { objectId } from './fields';

export const paymentIntentSchema = z.object({
  bookingId: objectId,
  price: z.number().optional(),
});

/** POST /payments: the spec's record; price and email are ignored in favour of the booking's. */
export const paymentRecordSchema = z.object({
  bookingId: objectId,
  transactionId: z.string({ error: 'transactionId is required' }).regex(/^pi_[A-Za-z0-9_]{8,80}$/, 'Not a payment intent id'),
  price: z.number().optional(),
  email: z.string().max(254).optional(),
});

export const sandboxConfirmSchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1).max(200),
  card: z.object({
    number: z.string({ error: MSG.cardNumberInvalid }).max(30),
    expMonth: z.number({ error: 'Your card\'s expiration month is invalid.' }).int(),
    expYear: z.number({ error: 'Your card\'s expiration year is invalid.' }).int(),
    cvc: z.string({ error: 'Your card\'s security code is invalid.' }).max(10),
  }),
  billingDetails: z.object({
    name: z.string().max(200).optional(),
    email: z.string().max(254).optional(),
  }),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;
