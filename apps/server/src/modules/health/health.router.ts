// GET /health answers 200 when the database answers; GET /config tells the web which processor is live.
import { Router } from 'express';
import type { PublicConfig } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { describe } from '../../domain/errors';
import { errorBody } from '../../http/errors';

const HEALTH_TIMEOUT_MS = 800;

export function healthRouter(ctx: AppContext): Router {
  const router = Router();
  // Within a second either way: a load balancer asks often and must not pile up waiting requests.
  router.get('/health', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS);
    });
    try {
      await Promise.race([ctx.db.db.command({ ping: 1 }), timeout]);
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json(errorBody(describe('health_database_down')));
    } finally {
      clearTimeout(timer);
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
