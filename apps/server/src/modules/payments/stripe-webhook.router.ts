// POST /stripe/webhook: Stripe's signed events. Mounted before the JSON parser: the signature
// covers the raw bytes. A succeeded intent is recorded through the same recordPayment as
// POST /payments, from the intent the signed event carries (no second call to Stripe).
import express, { Router } from 'express';
import type Stripe from 'stripe';
import { objectId } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { bookingsRepository } from '../bookings/bookings.repository';
import { paymentsService } from './payments.service';
import { intentInfo, isStripeProvider } from './stripe/stripe-provider';

export function stripeWebhookRouter(ctx: AppContext): Router {
  const router = Router();
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  const provider = ctx.payments;
  const payments = paymentsService(ctx);
  const bookings = bookingsRepository(ctx.db.collections);

  async function onIntentSucceeded(pi: Stripe.PaymentIntent): Promise<void> {
    const bookingId = pi.metadata?.bookingId;
    const booking = objectId.safeParse(bookingId).success ? await bookings.findById(bookingId as string) : null;
    if (!booking) {
      ctx.logger.warn({ intentId: pi.id, bookingId }, 'webhook: succeeded intent names no booking of ours');
      return;
    }
    try {
      await payments.recordPayment(booking, intentInfo(pi));
    } catch (err) {
      // A refusal (402/409, refunded where charged) will not change on a retry: acknowledge it.
      // Anything else (database down) answers 500 so that Stripe sends the event again.
      if (err instanceof HttpError && err.status < 500) {
        ctx.logger.warn({ intentId: pi.id, bookingId, status: err.status, reason: err.message }, 'webhook: payment not recorded');
        return;
      }
      throw err;
    }
  }

  router.post(
    '/stripe/webhook',
    (_req, _res, next) => {
      if (!secret || !isStripeProvider(provider)) throw notFound('Stripe webhooks are not configured');
      next();
    },
    express.raw({ type: 'application/json', limit: '1mb' }),
    async (req, res) => {
      if (!secret || !isStripeProvider(provider)) throw notFound('Stripe webhooks are not configured');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw badRequest('The Stripe signature is missing');
      let event: Stripe.Event;
      try {
        event = provider.verifyWebhookEvent(req.body, signature, secret);
      } catch {
        throw badRequest('The Stripe signature is not valid');
      }
      if (event.type === 'payment_intent.succeeded') await onIntentSucceeded(event.data.object);
      res.json({ received: true });
    },
  );
  return router;
}
