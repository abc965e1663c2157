// A person's saved searches: POST and GET /me/saved-searches, PATCH and DELETE /me/saved-searches/:id.
import { Router } from 'express';
import { FOLLOW_PAGE_SIZE, idParamSchema, pageQuerySchema, savedSearchInputSchema, savedSearchRenameSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

const pageSchema = pageQuerySchema(FOLLOW_PAGE_SIZE.savedSearches);

export function savedSearchesRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const savedSearches = services.savedSearches;
  const signedIn = requireUser(ctx, services.users);

  router.post('/me/saved-searches', signedIn, async (req, res) => {
    const input = parse(savedSearchInputSchema, req.body);
    // 201 for a new saved search; 200 with the one saved before when the person follows it already.
    const { search, saved } = await savedSearches.create(currentUser(req), input);
    res.status(saved ? 201 : 200).json(search);
  });

  router.get('/me/saved-searches', signedIn, async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await savedSearches.page(currentUser(req), parse(pageSchema, req.query)));
  });

  router.patch('/me/saved-searches/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const { name } = parse(savedSearchRenameSchema, req.body);
    res.json(await savedSearches.rename(currentUser(req), id, name));
  });

  router.delete('/me/saved-searches/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    await savedSearches.remove(currentUser(req), id);
    res.status(204).end();
  });

  return router;
}
