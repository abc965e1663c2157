// POST /sandbox/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment (docs/product.md#stand-ins-for-hosted-services).
import { Router } from 'express';
import { sandboxConfirmSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../../app-context';
import { notFound } from '../../../domain/errors';
import { parse } from '../../../http/validate';
import { isSandboxProvider } from './sandbox-provider';

export function sandboxRouter(ctx: AppContext): Router {
  const router = Router();
  // Anyone holding the client secret may confirm, as with Stripe; the limiter slows card testing.
  router.post('/sandbox/confirm', ctx.limits.payments, async (req, res) => {
    const provider = ctx.payments;
    if (!isSandboxProvider(provider)) throw notFound('sandbox_not_in_use');
    const input = parse(sandboxConfirmSchema, req.body);
    res.json(await provider.confirm(input));
  });
  return router;
}
