// Configuration from the environment, validated once at start-up: a missing or malformed
// variable stops the server with a message naming it.
import path from 'node:path';
import { z } from 'zod';

const csv = z
  .string()
  .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    PUBLIC_API_URL: z.url().optional(),
    /** The web app's public address, for the sitemap's page URLs; default the first CORS origin. */
    PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
    MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://').optional(),
    MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'letters, digits, _ and - only').default('mobile-planet'),
    DATA_DIR: z.string().min(1).default(path.resolve(__dirname, '../../../.data')),
    ACCESS_TOKEN_SECRET: z.string({ error: 'is required (at least 32 characters)' }).min(32, 'must be at least 32 characters'),
    ACCESS_TOKEN_TTL: z.string().regex(/^\d+[smhd]$/, 'like 1d, 12h or 30m').default('1d'),
    CORS_ORIGINS: csv.default(['http://127.0.0.1:5173', 'http://localhost:5173']),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-mobile-planet'),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[^\s:]+:\d+$/, 'must be host:port').optional(),
    FIREBASE_SERVICE_ACCOUNT_JSON: z.string().optional(),
    GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)').optional(),
    /**
     * Where mail goes (smtp:// or smtps://, user and password in the URL when the server wants
     * them): Mailpit locally (npm start and the tests set it). Unset: mail is off, the bell alone.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, like smtp://127.0.0.1:1025' }).optional(),
    /** The mails' From. */
    MAIL_FROM: z.string().min(3).default('Mobile Planet <no-reply@mobileplanet.test>'),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_PAYMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** How often the search read model reads the listings change feed (other API instances' writes). */
    CATALOG_SYNC_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(250),
    /** Megabytes of listing JSON each API instance keeps for serving search pages; the rest is read by id (0: every page from the database). */
    SEARCH_CACHE_MB: z.coerce.number().min(0).max(16_384).default(128),
    /** How often each API instance looks for due deal work: expiries, completions, unfinished follow-ups. 0 turns it off (tests run it by hand). */
    SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
    /** Browser tests only: POST /testing/clock moves the API's clock forward. Refused in production. */
    TEST_CLOCK: z.enum(['true', 'false']).default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Load the demo accounts, listings and booking into an empty database at start-up. */
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, ctx) => {
    if (!env.FIREBASE_AUTH_EMULATOR_HOST && !env.FIREBASE_SERVICE_ACCOUNT_JSON && !env.GOOGLE_APPLICATION_CREDENTIALS) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: 'set it (Auth Emulator) or give FIREBASE_SERVICE_ACCOUNT_JSON / GOOGLE_APPLICATION_CREDENTIALS for a real Firebase project',
      });
    }
    if (env.NODE_ENV === 'production' && !env.MONGODB_URI) {
      // A production API never starts a database of its own (no download, no build).
      ctx.addIssue({ code: 'custom', path: ['MONGODB_URI'], message: 'is required in production (the MongoDB the API uses)' });
    }
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK === 'true') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'must not be true in production (it lets anyone move the clock)' });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required when STRIPE_SECRET_KEY is set' });
    }
    if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required in production when STRIPE_SECRET_KEY is set' });
    }
  });

export type Config = z.infer<typeof schema> & { publicApiUrl: string; publicWebUrl: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (from a copied .env.example) mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    publicApiUrl: (c.PUBLIC_API_URL ?? `http://${c.HOST === '0.0.0.0' ? '127.0.0.1' : c.HOST}:${c.PORT}`).replace(/\/$/, ''),
    publicWebUrl: (c.PUBLIC_WEB_URL ?? c.CORS_ORIGINS[0] ?? 'http://127.0.0.1:5173').replace(/\/$/, ''),
  };
}
