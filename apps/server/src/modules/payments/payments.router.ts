// Payments: POST /create-payment-intent, POST /payments, and the sandbox's confirm call.
import { Router } from 'express';
import { paymentIntentSchema, paymentRecordSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';
import { sandboxRouter } from './sandbox/sandbox.router';

export function paymentsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const payments = services.payments;
  const signedIn = requireUser(ctx, services.users);

  router.post('/create-payment-intent', ctx.limits.payments, signedIn, async (req, res) => {
    const { bookingId } = parse(paymentIntentSchema, req.body);
    res.json(await payments.createIntent(currentUser(req), bookingId));
  });

  // The body's price and email are ignored: the booking's are recorded.
  router.post('/payments', ctx.limits.payments, signedIn, async (req, res) => {
    const { bookingId, transactionId } = parse(paymentRecordSchema, req.body);
    const result = await payments.recordForBuyer(currentUser(req), bookingId, transactionId);
    res.status(result.created ? 201 : 200).json({ acknowledged: true, insertedId: result.insertedId });
  });

  router.use(sandboxRouter(ctx));
  return router;
}
