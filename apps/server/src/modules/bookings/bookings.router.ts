// Bookings and the deal after them: POST /bookings, GET /bookings?email=, GET /bookings/:id, GET /sales,
// GET /claims, the moves of a deal (cancel, NEIR release, handover, claim, the claim's decision), the
// buyer's records of the meet-up, and the device check's public calls. docs/api.md has the rules.
import { Router } from 'express';
import { z } from 'zod';
import {
  DEVICE_CHECK_TOKEN_MAX, bookingInputSchema, bookingsQuerySchema, claimDecisionSchema, claimInputSchema, deviceCheckResultSchema, handoverSchema, idParamSchema,
  kydInputSchema, noQuerySchema, PAGE_SIZE, pageQuerySchema,
} from '@mobile-planet/shared';
import { invalid } from '../../domain/errors';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import type { UserDoc } from '../users/users.documents';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentUser, requireRole, requireUser } from '../auth/guards';

const salesQuerySchema = pageQuerySchema(PAGE_SIZE.other);
const claimsQuerySchema = pageQuerySchema(PAGE_SIZE.other).extend({
  state: z.enum(['open', 'decided'], { error: 'state must be open or decided' }).default('open'),
});
/** The moves that take no body: `{}` or nothing, never fields we would ignore. */
const emptyBodySchema = z.strictObject({}, { error: 'This call takes no fields' }).optional();

/** A check link's token as the path carries it: three base64url parts, or a 400 before anything is read. */
function checkToken(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > DEVICE_CHECK_TOKEN_MAX || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(raw)) throw invalid('device_check_link_invalid');
  return raw;
}

export function bookingsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const bookings = services.bookings;
  const signedIn = requireUser(ctx, services.users);

  router.post('/bookings', signedIn, async (req, res) => {
    const input = parse(bookingInputSchema, req.body);
    res.status(201).json(await bookings.create(currentUser(req), input));
  });

  router.get('/bookings', signedIn, async (req, res) => {
    const { email, ...page } = parse(bookingsQuerySchema, req.query);
    const { items, nextCursor } = await bookings.listFor(currentUser(req), email, page);
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  router.get('/sales', signedIn, requireRole('Seller', 'Admin'), async (req, res) => {
    const { items, nextCursor } = await bookings.salesFor(currentUser(req), parse(salesQuerySchema, req.query));
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  router.get('/claims', signedIn, requireRole('Admin'), async (req, res) => {
    const { state, ...page } = parse(claimsQuerySchema, req.query);
    const { items, nextCursor } = await bookings.claims(state, page);
    setNextLink(req, res, nextCursor);
    res.json(items);
  });

  /** POST /bookings/{id}/<what>: a step that takes neither a query nor a body (`{}` or none). */
  const bodiless = (what: string, step: (caller: UserDoc, id: string) => Promise<unknown>) =>
    router.post(`/bookings/:id/${what}`, signedIn, async (req, res) => {
      const { id } = parse(idParamSchema, req.params);
      parse(noQuerySchema, req.query);
      parse(emptyBodySchema, req.body);
      res.json(await step(currentUser(req), id));
    });

  router.get('/bookings/:id', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.getFor(currentUser(req), id));
  });

  bodiless('cancel', bookings.cancel);

  router.post('/bookings/:id/handover', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const { code } = parse(handoverSchema, req.body);
    res.json(await bookings.handover(currentUser(req), id, code));
  });

  bodiless('neir-release', bookings.neirRelease);

  router.post('/bookings/:id/kyd', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.recordKyd(currentUser(req), id, parse(kydInputSchema, req.body)));
  });

  bodiless('device-check', bookings.deviceCheckLink);

  // The check page on the phone being sold: no sign-in there, the link's token is the key.
  router.get('/device-check/:token', async (req, res) => {
    parse(noQuerySchema, req.query);
    res.json(await bookings.deviceCheckTarget(checkToken(req.params.token)));
  });

  router.post('/device-check/:token', async (req, res) => {
    parse(noQuerySchema, req.query);
    res.json(await bookings.recordDeviceCheck(checkToken(req.params.token), parse(deviceCheckResultSchema, req.body)));
  });

  bodiless('registered', bookings.confirmRegistered);

  router.post('/bookings/:id/claim', signedIn, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.claim(currentUser(req), id, parse(claimInputSchema, req.body)));
  });

  router.post('/bookings/:id/claim/decision', signedIn, requireRole('Admin'), async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await bookings.decideClaim(currentUser(req), id, parse(claimDecisionSchema, req.body)));
  });

  return router;
}
