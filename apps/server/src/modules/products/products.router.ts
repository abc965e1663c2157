// Listings: the public catalogue (category, advertised, one listing) and the seller's own calls.
import { Router, type RequestHandler } from 'express';
import { PAGE_SIZE, advertiseSchema, categoryParamSchema, idParamSchema, listingsQuerySchema, noQuerySchema, pageQuerySchema, productEditSchema, productInputSchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { sendJsonBytes } from '../../http/json-bytes';
import { setNextLink } from '../../http/paging';
import { parse } from '../../http/validate';
import { currentUser, requireRole, requireUser } from '../auth/guards';

// Built once: a zod schema compiles its parser on first use.
const categoryPageQuery = pageQuerySchema(PAGE_SIZE.category);
const advertisePageQuery = pageQuerySchema(PAGE_SIZE.advertise);
const productsPageQuery = pageQuerySchema(PAGE_SIZE.other);

export function productsRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const products = services.products;
  // None of these calls reads a query: a parameter (`?x[$ne]=`) is a 400, not silently ignored.
  const noQuery: RequestHandler = (req, _res, next) => {
    parse(noQuerySchema, req.query);
    next();
  };
  const anyone = [noQuery];
  const sellerOnly = [requireUser(ctx, services.users), requireRole('Seller', 'Admin')];
  const seller = [...sellerOnly, noQuery];

  // Search: every filter, sort and page of the catalogue (the read model answers; see catalog.ts).
  router.get('/listings', async (req, res) => {
    const { sort, limit, cursor, ...filters } = parse(listingsQuerySchema, req.query);
    await sendJsonBytes(req, res, await products.search(filters, sort, limit, cursor));
  });

  router.get('/listings/facets', async (req, res) => {
    const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = parse(listingsQuerySchema, req.query);
    await sendJsonBytes(req, res, await products.facets(filters));
  });

  router.get('/category/:id', async (req, res) => {
    const { id } = parse(categoryParamSchema, req.params);
    const page = await products.listCategory(id, parse(categoryPageQuery, req.query));
    setNextLink(req, res, page.nextCursor);
    await sendJsonBytes(req, res, page.json);
  });

  router.get('/advertise', async (req, res) => {
    const page = await products.listAdvertised(parse(advertisePageQuery, req.query));
    setNextLink(req, res, page.nextCursor);
    await sendJsonBytes(req, res, page.json);
  });

  router.post('/advertise', ...seller, async (req, res) => {
    const { _id } = parse(advertiseSchema, req.body);
    res.json(await products.advertise(currentUser(req), _id));
  });

  router.get('/products', ...sellerOnly, async (req, res) => {
    const page = await products.listFor(currentUser(req), parse(productsPageQuery, req.query));
    setNextLink(req, res, page.nextCursor);
    res.json(page.items);
  });

  router.get('/products/:id', ...anyone, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await products.getPublic(id));
  });

  router.post('/products', ...seller, async (req, res) => {
    const input = parse(productInputSchema, req.body);
    res.status(201).json(await products.create(currentUser(req), input));
  });

  router.get('/products/:id/edit', ...seller, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await products.ownView(currentUser(req), id));
  });

  router.patch('/products/:id', ...seller, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(productEditSchema, req.body);
    res.json(await products.edit(currentUser(req), id, input));
  });

  router.delete('/products/:id', ...seller, async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    res.json(await products.remove(currentUser(req), id));
  });

  return router;
}
