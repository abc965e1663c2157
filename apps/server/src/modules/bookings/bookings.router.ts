// Bookings: POST /bookings, GET /bookings?email=, GET /bookings/:id (DESIGN.md §4).
import { Router } from 'express';
import { bookingInputSchema, bookingsQuerySchema, idParamSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';
import { bookingsService } from './bookings.service';

export function bookingsRouter(ctx: AppContext): Router {
  const router = Router();
  const bookings = bookingsService(ctx);
  const signedIn = requireUser(ctx);

  router.post('/bookings', signedIn, async (req, res) => {
    const input = parse(bookingInputSchema, req.body);
    res.status(201).json(await bookings.create(currentUser(req), input));
  });

  router.get('/bookings', signedIn, async (req, res) => {
    const { email, ...page } = parse(bookingsQuerySchema, req.query);
    const { items, next } = await bookings.listFor(currentUser(req), email, page);
    setNextLink(req, res, next);
    res.json(items);
  });

  router.get('/bookings/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.getFor(currentUser(req), id));
  });

  return router;
}
