// Listings: the public catalogue (category, advertised, one listing) and the seller's own calls.
import { Router, type RequestHandler } from 'express';
import { advertiseSchema, categoryParamSchema, idParamSchema, noQuerySchema, productInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { parse } from '../../http/validate';
import { currentUser, requireRole, requireUser } from '../auth/guards';
import { productsService } from './products.service';

export function productsRouter(ctx: AppContext): Router {
  const router = Router();
  const products = productsService(ctx);
  // None of these calls reads a query: a parameter (`?x[$ne]=`) is a 400, not silently ignored.
  const noQuery: RequestHandler = (req, _res, next) => {
    parse(noQuerySchema, req.query);
    next();
  };
  const anyone = [noQuery];
  const seller = [requireUser(ctx), requireRole('Seller', 'Admin'), noQuery];

  router.get('/category/:id', ...anyone, async (req, res) => {
    const { id } = parse(categoryParamSchema, req.params);
    res.json(await products.listCategory(id));
  });

  router.get('/advertise', ...anyone, async (_req, res) => {
    res.json(await products.listAdvertised());
  });

  router.post('/advertise', ...seller, async (req, res) => {
    const { _id } = parse(advertiseSchema, req.body);
    res.json(await products.advertise(currentUser(req), _id));
  });

  router.get('/products', ...seller, async (req, res) => {
    res.json(await products.listFor(currentUser(req)));
  });

  router.get('/products/:id', ...anyone, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await products.getPublic(id));
  });

  router.post('/products', ...seller, async (req, res) => {
    const input = parse(productInputSchema, req.body);
    res.status(201).json(await products.create(currentUser(req), input));
  });

  router.delete('/products/:id', ...seller, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await products.remove(currentUser(req), id));
  });

  return router;
}
