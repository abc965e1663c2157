// Reports and the Admin's moderation queue: POST /products/{id}/reports, GET /moderation,
// POST /moderation/{id}/actions. docs/api.md has the rules.
import { Router } from 'express';
import { z } from 'zod';
import { PAGE_SIZE, idParamSchema, moderationActionSchema, pageQuerySchema, reportInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentUser, requireRole, requireUser } from '../auth/guards';

const moderationQuerySchema = pageQuerySchema(PAGE_SIZE.other).extend({
  state: z.enum(['open', 'closed'], { error: 'state must be open or closed' }).default('open'),
});

export function moderationRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const moderation = services.moderation;
  const signedIn = requireUser(ctx, services.users);
  const admin = [signedIn, requireRole('Admin')];

  router.post('/products/:id/reports', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(reportInputSchema, req.body);
    res.status(201).json(await moderation.report(currentUser(req), id, input));
  });

  router.get('/moderation', ...admin, async (req, res) => {
    const { state, ...page } = parse(moderationQuerySchema, req.query);
    const { items, nextCursor } = await moderation.list(state, page);
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  router.post('/moderation/:id/actions', ...admin, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await moderation.act(currentUser(req), id, parse(moderationActionSchema, req.body)));
  });

  return router;
}
