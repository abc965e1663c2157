// POST /reviews: the buyer of a completed deal rates its seller (the seller's page reads them: sellers module).
import { Router } from 'express';
import { reviewInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';
import { reviewsService } from './reviews.service';

export function reviewsRouter(ctx: AppContext): Router {
  const router = Router();
  const reviews = reviewsService(ctx);

  router.post('/reviews', requireUser(ctx), async (req, res) => {
    const input = parse(reviewInputSchema, req.body);
    res.status(201).json(await reviews.post(currentUser(req), input));
  });

  return router;
}
