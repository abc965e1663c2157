// POST /stripe/webhook: Stripe's signed events. Mounted before the JSON parser: the signature
// covers the raw bytes. It checks the signature and hands a succeeded intent to the payments
// service, which records it as POST /payments would (no second call to Stripe).
import express, { Router } from 'express';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { invalid, notFound } from '../../domain/errors';
import { intentInfo, isStripeProvider } from './stripe/stripe-provider';

export function stripeWebhookRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  const provider = ctx.payments;
  const payments = services.payments;

  router.post(
    '/stripe/webhook',
    (_req, _res, next) => {
      if (!secret || !isStripeProvider(provider)) throw notFound('stripe_webhooks_off');
      next();
    },
    express.raw({ type: 'application/json', limit: '1mb' }),
    async (req, res) => {
      if (!secret || !isStripeProvider(provider)) throw notFound('stripe_webhooks_off');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw invalid('stripe_signature_missing');
      let event: Stripe.Event;
      try {
        event = provider.verifyWebhookEvent(req.body, signature, secret);
      } catch {
        throw invalid('stripe_signature_invalid');
      }
      if (event.type === 'payment_intent.succeeded') await payments.onIntentSucceeded(intentInfo(event.data.object));
      res.json({ received: true });
    },
  );
  return router;
}
