// GET and POST /bookings/:id/messages: a booking's thread.
import { Router } from 'express';
import { idParamSchema, messageInputSchema, PAGE_SIZE, pageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

const threadQuerySchema = pageQuerySchema(PAGE_SIZE.messages);

export function messagesRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const messages = services.messages;
  const signedIn = requireUser(ctx, services.users);

  router.get('/bookings/:id/messages', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await messages.pageFor(currentUser(req), id, parse(threadQuerySchema, req.query)));
  });

  router.post('/bookings/:id/messages', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const { text } = parse(messageInputSchema, req.body);
    const { message, fresh } = await messages.post(currentUser(req), id, text);
    res.status(fresh ? 201 : 200).json(message);
  });

  return router;
}
