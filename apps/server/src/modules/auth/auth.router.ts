// GET /jwt: trade a Firebase ID token for the app's access token, for that same email only.
import { Router } from 'express';
import { emailQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../domain/errors';
import { parse } from '../../http/validate';
import { signAppToken } from './app-token';
import { currentIdentity, requireIdentity } from './guards';

export function authRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/jwt', ctx.limits.auth, requireIdentity(ctx), (req, res) => {
    const { email } = parse(emailQuerySchema, req.query);
    const identity = currentIdentity(req);
    if (identity.email !== email) throw forbidden('token_email_mismatch');
    res.json({ accessToken: signAppToken(email, ctx.config.ACCESS_TOKEN_SECRET, ctx.config.ACCESS_TOKEN_TTL) });
  });
  return router;
}
