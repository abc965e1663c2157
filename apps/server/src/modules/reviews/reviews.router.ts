// POST /reviews: the buyer of a completed deal rates its seller (the seller's page reads them: sellers module).
import { Router } from 'express';
import { reviewInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

export function reviewsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const reviews = services.reviews;

  router.post('/reviews', requireUser(ctx, services.users), async (req, res) => {
    const input = parse(reviewInputSchema, req.body);
    res.status(201).json(await reviews.post(currentUser(req), input));
  });

  return router;
}
