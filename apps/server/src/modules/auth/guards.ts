// Request guards: who is calling, from a verified token, and what their role lets them do.
import type { Request, RequestHandler } from 'express';
import type { Role } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../users/users.documents';
import { forbidden, unauthorized } from '../../domain/errors';
import { verifyAppToken } from './app-token';
import type { VerifiedIdentity } from './identity';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: UserDoc;
      identity?: VerifiedIdentity;
    }
  }
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A valid Firebase ID token (for GET /jwt and POST /users). */
export function requireIdentity(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('identity_token_missing');
    try {
      req.identity = await ctx.identity.verifyIdToken(token);
    } catch (err) {
      // Why, for whoever reads the log (firebase-admin's code: expired, revoked, a network error…); never the token.
      ctx.logger.info({ code: (err as { code?: unknown }).code, reason: (err as Error).message }, 'identity token refused');
      throw unauthorized('identity_token_invalid');
    }
    next();
  };
}

/** Where the guard reads the caller's record: the users module's service, handed in by each router. */
export interface UserLookup {
  findByEmail(email: string): Promise<UserDoc | null>;
}

/** A valid app token whose user still exists; the user (and role) comes from the database. */
export function requireUser(ctx: Pick<AppContext, 'config'>, users: UserLookup): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('auth_required');
    const email = verifyAppToken(token, ctx.config.ACCESS_TOKEN_SECRET);
    if (!email) throw unauthorized('session_expired');
    const user = await users.findByEmail(email);
    if (!user) throw unauthorized('account_gone');
    req.user = user;
    next();
  };
}

export function requireRole(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    const user = currentUser(req);
    if (!roles.includes(user.role)) {
      throw forbidden(roles.length === 1 && roles[0] === 'Admin' ? 'admin_only' : { code: 'role_required', params: { roles: roles.join(',') } });
    }
    next();
  };
}

export function currentUser(req: Request): UserDoc {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function currentIdentity(req: Request): VerifiedIdentity {
  if (!req.identity) throw unauthorized();
  return req.identity;
}

export const isAdmin = (user: UserDoc) => user.role === 'Admin';
