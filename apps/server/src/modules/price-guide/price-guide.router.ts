// GET /price-guide: anyone may look a model up (the web's /price-guide page, and Add Product's hint).
import { Router } from 'express';
import { priceGuideQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { parse } from '../../http/validate';
import { priceGuideService } from './price-guide.service';

export function priceGuideRouter(ctx: AppContext): Router {
  const router = Router();
  const priceGuide = priceGuideService(ctx);
  router.get('/price-guide', (req, res) => {
    res.json(priceGuide.guide(parse(priceGuideQuerySchema, req.query)));
  });
  return router;
}
