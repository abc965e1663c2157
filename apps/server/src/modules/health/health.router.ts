// GET /health answers 200 when the database answers; GET /config tells the web which processor is live.
import { Router } from 'express';
import type { PublicConfig } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    try {
      await ctx.db.db.command({ ping: 1 });
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ message: 'The database does not answer' });
    }
  });
  router.get('/config', (_req, res) => {
    const body: PublicConfig = {
      payments: { provider: ctx.payments.name, ...(ctx.payments.publishableKey ? { publishableKey: ctx.payments.publishableKey } : {}) },
    };
    res.json(body);
  });
  return router;
}
