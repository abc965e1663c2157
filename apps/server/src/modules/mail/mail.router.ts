// GET/PUT /me/mail-settings: the signed-in person's own mail settings. GET/POST /mail/unsubscribe:
// the one-click link in every mail (no sign-in: the link's token names the person and the topic).
// POST takes the token in the query (List-Unsubscribe, which a mail client posts to with the form
// body `List-Unsubscribe=One-Click`, RFC 8058) or in a JSON body (the web's unsubscribe page).
import { Router } from 'express';
import { mailSettingsInputSchema, unsubscribeQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

export function mailRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const mail = services.mail;
  const signedIn = requireUser(ctx, services.users);

  router.get('/me/mail-settings', signedIn, async (req, res) => {
    res.json(await mail.settingsFor(currentUser(req)));
  });

  router.put('/me/mail-settings', signedIn, async (req, res) => {
    res.json(await mail.updateSettings(currentUser(req), parse(mailSettingsInputSchema, req.body)));
  });

  router.get('/mail/unsubscribe', async (req, res) => {
    res.json(await mail.unsubscribeTarget(parse(unsubscribeQuerySchema, req.query).token));
  });

  router.post('/mail/unsubscribe', async (req, res) => {
    // The form body a mail client posts is not parsed (only JSON is): its token is in the query.
    const fromBody = typeof req.body === 'object' && req.body !== null && 'token' in req.body ? (req.body as object) : undefined;
    const { token } = parse(unsubscribeQuerySchema, Object.keys(req.query).length > 0 ? req.query : (fromBody ?? {}));
    res.json(await mail.unsubscribe(token));
  });

  return router;
}
