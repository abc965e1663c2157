// Bookings: POST /bookings, GET /bookings?email=, GET /bookings/:id (DESIGN.md §4).
import { Router } from 'express';
import { bookingInputSchema, bookingsQuerySchema, idParamSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
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
    const { email } = parse(bookingsQuerySchema, req.query);
    res.json(await bookings.listFor(currentUser(req), email));
  });

  router.get('/bookings/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.getFor(currentUser(req), id));
  });

  return router;
}
