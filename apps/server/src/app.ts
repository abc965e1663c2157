// The Express app: middleware, every module's router, one error handler.
import cors from 'cors';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { AppContext } from './app-context';
import { accessLog } from './http/access-log';
import { answerCompression } from './http/compression';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/mongo';
import { createCursorCodec } from './http/cursor';
import { errorHandler, notFoundHandler } from './http/errors';
import { firstSegmentRoutes } from './http/first-segment-routes';
import { tooMany } from './domain/errors';
import { queryGuard } from './http/query-guard';
import { sendSecurityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { authRouter } from './modules/auth/auth.router';
import type { IdentityProvider } from './modules/auth/identity';
import { bookingsRouter } from './modules/bookings/bookings.router';
import { favouritesRouter } from './modules/favourites/favourites.router';
import { healthRouter } from './modules/health/health.router';
import { mailRouter } from './modules/mail/mail.router';
import { messagesRouter } from './modules/messages/messages.router';
import { moderationRouter } from './modules/moderation/moderation.router';
import { notificationsRouter } from './modules/notifications/notifications.router';
import { imagesRouter } from './modules/images/images.router';
import { paymentsRouter } from './modules/payments/payments.router';
import type { PaymentProvider } from './modules/payments/provider';
import type { PriceGuideModel } from './modules/price-guide/price-guide-model';
import { priceGuideRouter } from './modules/price-guide/price-guide.router';
import { stripeWebhookRouter } from './modules/payments/stripe-webhook.router';
import type { Catalog } from './modules/products/catalog';
import { productsRouter } from './modules/products/products.router';
import { questionsRouter } from './modules/questions/questions.router';
import { offersRouter } from './modules/offers/offers.router';
import { reviewsRouter } from './modules/reviews/reviews.router';
import { savedSearchesRouter } from './modules/saved-searches/saved-searches.router';
import { sellersRouter } from './modules/sellers/sellers.router';
import { listingHeadRouter } from './modules/seo/listing-head.router';
import { sitemapRouter } from './modules/seo/sitemap.router';
import { usersRouter } from './modules/users/users.router';
import { createServices, type AppServices } from './services';

export interface AppDeps {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  payments: PaymentProvider;
  logger: Logger;
  catalog: Catalog;
  priceGuide: PriceGuideModel;
  clock: Clock;
  /** Routers mounted after the modules' and before the not-found handler (the benchmark's ceiling). */
  extraRouters?: express.Router[];
}

function limiter(perMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooMany('rate_limited')),
  });
}

/**
 * The Express app, the context its modules were built with, and their services (built once, by
 * the composition root in services.ts: the scheduler and the demo seed use the same instances).
 */
export function createApp(deps: AppDeps): { app: express.Express; ctx: AppContext; services: AppServices } {
  const { config, logger } = deps;
  const ctx: AppContext = {
    ...deps,
    limits: { auth: limiter(config.RATE_LIMIT_AUTH_PER_MINUTE), payments: limiter(config.RATE_LIMIT_PAYMENTS_PER_MINUTE) },
    cursors: createCursorCodec(config.ACCESS_TOKEN_SECRET),
  };
  const services = createServices(ctx);

  const app = express();
  app.disable('x-powered-by');
  if (config.TRUST_PROXY === 'true') app.set('trust proxy', 1);
  app.use(accessLog(logger, { ignore: (path) => path === '/health' }));
  // Helmet's headers on every answer, written with its head (images may be read cross-origin:
  // http/security-headers.ts).
  sendSecurityHeaders(app);
  app.use(
    cors({
      origin: (origin, done) => done(null, !origin || config.CORS_ORIGINS.includes(origin)),
      allowedHeaders: ['Authorization', 'Content-Type'],
      // The paged lists name their next page in a Link header.
      exposedHeaders: ['Link'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    }),
  );
  // Brotli or gzip, as the client asks, for text answers over 1 KB (photos are already compressed
  // and pass as they are; the catalogue's prebuilt pages come compressed: http/json-bytes.ts).
  app.use(answerCompression());
  // A query string on a call that takes none is refused before any router runs (http/query-guard.ts).
  app.use(queryGuard);
  // The webhook needs the raw body for its signature, so it comes before the JSON parser.
  app.use(stripeWebhookRouter(ctx, services));
  app.use(express.json({ limit: '100kb' }));

  // Each module's router is tried only by the requests whose path begins as its routes do.
  app.use(
    firstSegmentRoutes([
      healthRouter(ctx),
      authRouter(ctx),
      usersRouter(ctx, services),
      productsRouter(ctx, services),
      imagesRouter(ctx, services),
      bookingsRouter(ctx, services),
      messagesRouter(ctx, services),
      questionsRouter(ctx, services),
      offersRouter(ctx, services),
      notificationsRouter(ctx, services),
      mailRouter(ctx, services),
      reviewsRouter(ctx, services),
      moderationRouter(ctx, services),
      sellersRouter(ctx, services),
      favouritesRouter(ctx, services),
      savedSearchesRouter(ctx, services),
      paymentsRouter(ctx, services),
      priceGuideRouter(ctx, services),
      sitemapRouter(ctx),
      listingHeadRouter(ctx, services),
    ]),
  );
  for (const router of deps.extraRouters ?? []) app.use(router);

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app, ctx, services };
}
