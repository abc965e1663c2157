// Everything a module needs, built once at start-up and handed to each router.
import type { RequestHandler } from 'express';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/mongo';
import type { CursorCodec } from './http/cursor';
import type { Logger } from './logger';
import type { IdentityProvider } from './modules/auth/identity';
import type { PaymentProvider } from './modules/payments/provider';
import type { PriceGuideModel } from './modules/price-guide/price-guide-model';
import type { Catalog } from './modules/products/catalog';

export interface AppContext {
  config: Config;
  db: Database;
  identity: IdentityProvider;
  payments: PaymentProvider;
  logger: Logger;
  limits: { auth: RequestHandler; payments: RequestHandler };
  /** Signs and opens the keyset cursors of every paged list. */
  cursors: CursorCodec;
  /** The search read model every public list reads; the products module tells it of each write. */
  catalog: Catalog;
  /** The price guide's figures in this instance; a recorded sale updates them (and the badges of the listings served after it). */
  priceGuide: PriceGuideModel;
  /** What time it is for deals (expiry, warranty): the system's, or one tests move. */
  clock: Clock;
}
