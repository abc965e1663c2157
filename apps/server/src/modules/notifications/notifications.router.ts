// GET /notifications, POST /notifications/read: the signed-in person's own bell.
import { Router } from 'express';
import { notificationsReadSchema, PAGE_SIZE, pageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';
import { notificationsService } from './notifications.service';

const notificationsQuerySchema = pageQuerySchema(PAGE_SIZE.notifications);

export function notificationsRouter(ctx: AppContext): Router {
  const router = Router();
  const notifications = notificationsService(ctx);
  const signedIn = requireUser(ctx);

  router.get('/notifications', signedIn, async (req, res) => {
    res.json(await notifications.pageFor(currentUser(req), parse(notificationsQuerySchema, req.query)));
  });

  router.post('/notifications/read', signedIn, async (req, res) => {
    res.json(await notifications.markRead(currentUser(req), parse(notificationsReadSchema, req.body)));
  });

  return router;
}
