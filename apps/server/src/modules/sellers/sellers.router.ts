// A seller's public page, for anyone: GET /sellers/{id} and GET /sellers/{id}/reviews.
import { Router } from 'express';
import { PAGE_SIZE, idParamSchema, noQuerySchema, pageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';

const reviewsPageQuery = pageQuerySchema(PAGE_SIZE.reviews);

export function sellersRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const sellers = services.sellers;

  router.get('/sellers/:id', async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    parse(noQuerySchema, req.query);
    res.json(await sellers.profile(id));
  });

  router.get('/sellers/:id/reviews', async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await sellers.reviews(id, parse(reviewsPageQuery, req.query)));
  });

  return router;
}
