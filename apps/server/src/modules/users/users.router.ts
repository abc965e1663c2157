// Users: registration, the admin check, the admin's lists, promotion and deletion.
import { Router } from 'express';
import { PAGE_SIZE, ROLES, emailParamSchema, idParamSchema, pageQuerySchema, roleChangeSchema, userRecordSchema, type Role } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { forbidden, notFound } from '../../domain/errors';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentIdentity, currentUser, requireIdentity, requireRole, requireUser } from '../auth/guards';

export function usersRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const users = services.users;
  const signedIn = requireUser(ctx, services.users);
  const admin = [signedIn, requireRole('Admin')];

  router.post('/users', ctx.limits.auth, requireIdentity(ctx), async (req, res) => {
    const body = parse(userRecordSchema, req.body);
    const identity = currentIdentity(req);
    if (identity.email !== body.email) throw forbidden('register_own_email_only');
    const { insertedId, user } = await users.register({ ...body, uid: identity.uid });
    res.status(insertedId ? 201 : 200).json({ acknowledged: true, insertedId, user });
  });

  router.get('/users/me', signedIn, (req, res) => {
    res.json(currentUser(req));
  });

  router.post('/users/me/role', signedIn, async (req, res) => {
    parse(roleChangeSchema, req.body);
    res.json(await users.becomeSeller(currentUser(req)));
  });

  router.get('/users/admin/:email', signedIn, async (req, res) => {
    const { email } = parse(emailParamSchema, req.params);
    res.json(await users.isAdmin(currentUser(req), email));
  });

  const usersPageQuery = pageQuerySchema(PAGE_SIZE.other);

  // Arrays as the spec gives them, a page at a time (`limit`, `cursor`; the next page in a Link header).
  router.get('/users', ...admin, async (req, res) => {
    const page = parse(usersPageQuery, req.query);
    const { items, nextCursor } = await users.list(undefined, page);
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  // The spec's role lists: /users/Admin, /users/Buyer, /users/Seller.
  router.get('/users/:role', ...admin, async (req, res) => {
    const role = req.params.role as Role;
    if (!ROLES.includes(role)) throw notFound('role_not_found');
    const page = parse(usersPageQuery, req.query);
    const { items, nextCursor } = await users.list(role, page);
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  router.put('/users/admin/:id', ...admin, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await users.promote(id));
  });

  router.delete('/users/:email', ...admin, async (req, res) => {
    const { email } = parse(emailParamSchema, req.params);
    res.json(await users.remove(currentUser(req), email));
  });

  return router;
}
