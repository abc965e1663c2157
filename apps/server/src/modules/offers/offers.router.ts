// Offers: POST /products/:id/offers, GET /offers, GET /offers/:id, and the moves of an offer
// (counter, accept, decline, withdraw). docs/api.md has the rules.
import { Router } from 'express';
import { z } from 'zod';
import { idParamSchema, noQuerySchema, offerAmountSchema, offersQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import type { UserDoc } from '../users/users.documents';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

/** The moves that take no body: `{}` or nothing, never fields we would ignore. */
const emptyBodySchema = z.strictObject({}, { error: 'This call takes no fields' }).optional();

export function offersRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const offers = services.offers;
  const signedIn = requireUser(ctx, services.users);

  router.post('/products/:id/offers', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    parse(noQuerySchema, req.query);
    const { amount } = parse(offerAmountSchema, req.body);
    res.status(201).json(await offers.make(currentUser(req), id, amount));
  });

  router.get('/offers', signedIn, async (req, res) => {
    const page = await offers.list(currentUser(req), parse(offersQuerySchema, req.query));
    setNextLink(req, res, page.nextCursor);
    res.json(page);
  });

  router.get('/offers/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    parse(noQuerySchema, req.query);
    res.json(await offers.get(currentUser(req), id));
  });

  router.post('/offers/:id/counter', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    parse(noQuerySchema, req.query);
    const { amount } = parse(offerAmountSchema, req.body);
    res.json(await offers.counter(currentUser(req), id, amount));
  });

  /** POST /offers/{id}/<what>: a move that takes neither a query nor a body (`{}` or none). */
  const bodiless = (what: string, move: (caller: UserDoc, id: string) => Promise<unknown>) =>
    router.post(`/offers/:id/${what}`, signedIn, async (req, res) => {
      const { id } = parse(idParamSchema, req.params);
      parse(noQuerySchema, req.query);
      parse(emptyBodySchema, req.body);
      res.json(await move(currentUser(req), id));
    });
  bodiless('accept', offers.accept);
  bodiless('decline', offers.decline);
  bodiless('withdraw', offers.withdraw);

  return router;
}
