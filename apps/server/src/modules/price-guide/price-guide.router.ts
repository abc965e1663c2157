// GET /price-guide: anyone may look a model up (the web's /price-guide page, and Add Product's hint).
import { Router } from 'express';
import { priceGuideQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';

export function priceGuideRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const priceGuide = services.priceGuide;
  router.get('/price-guide', (req, res) => {
    res.json(priceGuide.guide(parse(priceGuideQuerySchema, req.query)));
  });
  return router;
}
