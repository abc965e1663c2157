// A person's favourites: PUT and DELETE /me/favourites/:productId, GET /me/favourites (cards, paged)
// and GET /me/favourites/ids (the hearts).
import { Router } from 'express';
import { FOLLOW_PAGE_SIZE, idParamSchema, pageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

const pageSchema = pageQuerySchema(FOLLOW_PAGE_SIZE.favourites);

export function favouritesRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const favourites = services.favourites;
  const signedIn = requireUser(ctx, services.users);

  router.get('/me/favourites', signedIn, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await favourites.page(currentUser(req), parse(pageSchema, req.query)));
  });

  router.get('/me/favourites/ids', signedIn, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await favourites.ids(currentUser(req)));
  });

  router.put('/me/favourites/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await favourites.add(currentUser(req), id));
  });

  router.delete('/me/favourites/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    await favourites.remove(currentUser(req), id);
    res.status(204).end();
  });

  return router;
}
