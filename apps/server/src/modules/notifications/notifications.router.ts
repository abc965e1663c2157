// GET /notifications, POST /notifications/read: the signed-in person's own bell.
import { Router } from 'express';
import { notificationsReadSchema, PAGE_SIZE, pageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

const notificationsQuerySchema = pageQuerySchema(PAGE_SIZE.notifications);

export function notificationsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const notifications = services.notifications;
  const signedIn = requireUser(ctx, services.users);

  router.get('/notifications', signedIn, async (req, res) => {
    res.json(await notifications.pageFor(currentUser(req), parse(notificationsQuerySchema, req.query)));
  });

  router.post('/notifications/read', signedIn, async (req, res) => {
    res.json(await notifications.markRead(currentUser(req), parse(notificationsReadSchema, req.body)));
  });

  return router;
}
