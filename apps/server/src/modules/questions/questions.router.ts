// A listing's questions to its seller: GET and POST /products/:id/questions, and one thread at
// /products/:id/questions/:threadId.
import { Router } from 'express';
import { idParamSchema, PAGE_SIZE, pageQuerySchema, messageInputSchema, questionThreadParamsSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

const threadsQuerySchema = pageQuerySchema(PAGE_SIZE.questionThreads);
const messagesQuerySchema = pageQuerySchema(PAGE_SIZE.questionMessages);

export function questionsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const questions = services.questions;
  const signedIn = requireUser(ctx, services.users);

  router.get('/products/:id/questions', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await questions.threads(currentUser(req), id, parse(threadsQuerySchema, req.query)));
  });

  router.post('/products/:id/questions', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const { text } = parse(messageInputSchema, req.body);
    const { posted, fresh } = await questions.ask(currentUser(req), id, text);
    // A retry of a message already written answers it again, with 200.
    res.status(fresh ? 201 : 200).json(posted);
  });

  router.get('/products/:id/questions/:threadId', signedIn, async (req, res) => {
    const { id, threadId } = parse(questionThreadParamsSchema, req.params);
    res.json(await questions.messages(currentUser(req), id, threadId, parse(messagesQuerySchema, req.query)));
  });

  router.post('/products/:id/questions/:threadId', signedIn, async (req, res) => {
    const { id, threadId } = parse(questionThreadParamsSchema, req.params);
    const { text } = parse(messageInputSchema, req.body);
    const { posted, fresh } = await questions.reply(currentUser(req), id, threadId, text);
    res.status(fresh ? 201 : 200).json(posted);
  });

  return router;
}
