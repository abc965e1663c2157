// docker-compose.yml, the Dockerfiles, nginx.conf and .env.example, checked without a Docker
// engine: services, ports, healthchecks, that the API's configuration is complete and valid as
// compose hands it over, and that every image is built from files that exist.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../src/config';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  healthcheck?: { test: string[] };
  stop_signal?: string;
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const service = (name: string): Service => {
  const s = services[name];
  if (!s) throw new Error(`docker-compose.yml has no service ${name}`);
  return s;
};

/** KEY=value lines of an env file (what compose reads from .env). */
function envFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m?.[1]) env[m[1]] = m[2] ?? '';
  }
  return env;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g, (_m, name: string, colon: string, op: string, arg: string) => {
    const v = env[name];
    const unset = v === undefined || (colon === ':' && v === '');
    if (op === '?' && unset) throw new Error(`${name}: ${arg}`);
    if (op === '-' && unset) return arg;
    return v ?? '';
  });
}

/** The API's environment as compose gives it, with `.env` made from `envText`. */
function apiEnvironment(envText: string): Record<string, string> {
  const dotenv = envFile(envText);
  return Object.fromEntries(Object.entries(service('api').environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotenv)]));
}

const configSource = read('apps/server/src/config.ts');
/** Every variable config.ts reads (the keys of its schema). */
const configVariables = [...configSource.matchAll(/^\s{4}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1] as string);

test('the services: MongoDB 7, the API, the web app and its page renderer, and the Auth Emulator behind the demo profile', () => {
  expect(Object.keys(services).sort()).toEqual(['api', 'auth-emulator', 'mongo', 'render', 'web']);
  expect(service('mongo').image).toBe('mongo:7');
  expect(service('mongo').volumes).toContain('mongo-data:/data/db');
  expect(service('auth-emulator').profiles).toEqual(['demo']);
  for (const name of ['mongo', 'api', 'render', 'web']) expect(service(name).profiles).toBeUndefined();
  for (const volume of ['mongo-data', 'api-data', 'auth-data']) expect(compose.volumes).toHaveProperty([volume]);
  // The emulator exports its accounts on a clean stop, into its volume.
  expect(service('auth-emulator').volumes).toContain('auth-data:/data');
  expect(service('auth-emulator').stop_signal).toBe('SIGINT');
});

test('every service has a healthcheck that tests what it serves, and starts after what it needs', () => {
  expect(service('mongo').healthcheck?.test.join(' ')).toMatch(/mongosh .*ping/);
  expect(service('api').healthcheck?.test.join(' ')).toContain('http://127.0.0.1:5000/health');
  expect(service('web').healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8080/');
  expect(service('auth-emulator').healthcheck?.test.join(' ')).toContain('http://127.0.0.1:9099/');
  expect(service('api').depends_on).toEqual({
    mongo: { condition: 'service_healthy' },
    // Needed for the demo accounts when the profile is on; absent otherwise.
    'auth-emulator': { condition: 'service_healthy', required: false },
  });
  expect(service('web').depends_on).toEqual({ api: { condition: 'service_healthy' } });
  // The renderer answers / (the home page, rendered) and asks the API for what a page shows.
  expect(service('render').healthcheck?.test.join(' ')).toContain('http://127.0.0.1:8081/');
  expect(service('render').depends_on).toEqual({ api: { condition: 'service_healthy' } });
  expect(service('render').environment).toEqual({ API_URL: 'http://api:5000' });
});

test('ports: the web app on HTTP_PORT (8080), the API on 127.0.0.1 only, the database not at all', () => {
  expect(service('web').ports).toEqual(['${HTTP_PORT:-8080}:8080']);
  expect(service('api').ports).toEqual(['127.0.0.1:${API_PORT:-5000}:5000']);
  expect(service('mongo').ports).toBeUndefined();
  expect(service('render').ports).toBeUndefined();
  expect(service('auth-emulator').ports).toBeUndefined();
  const env = apiEnvironment('');
  expect(env.PORT).toBe('5000');
  expect(env.HOST).toBe('0.0.0.0');
});

test('the API gets every variable its configuration requires, and .env.example makes it valid', () => {
  const env = apiEnvironment(read('.env.example'));
  // What config.ts cannot do without: its errors for an empty environment name them.
  // (The cross-field rules speak only once the fields themselves are valid: ask twice.)
  const missing = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return [...(err as Error).message.matchAll(/^\s+([A-Z_]+):/gm)].map((m) => m[1] as string);
    }
  };
  const required = [...new Set([...missing({}), ...missing({ ACCESS_TOKEN_SECRET: 'x'.repeat(64) })])];
  expect(required).toEqual(expect.arrayContaining(['ACCESS_TOKEN_SECRET', 'FIREBASE_AUTH_EMULATOR_HOST']));
  for (const name of required) expect(Object.keys(env)).toContain(name);
  // Every variable compose sets is one the API reads.
  for (const name of Object.keys(env)) expect(configVariables).toContain(name);

  // Left empty, the secret is generated by the image's start command (checked below).
  expect(env.ACCESS_TOKEN_SECRET).toBe('');
  const config = loadConfig({ ...env, ACCESS_TOKEN_SECRET: 'x'.repeat(64) });
  expect(config.MONGODB_URI).toBe('mongodb://mongo:27017');
  expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('auth-emulator:9099');
  expect(config.SEED_DEMO_DATA).toBe('true');
  expect(config.NODE_ENV).toBe('production');
  expect(config.TRUST_PROXY).toBe('true');
  expect(config.publicApiUrl).toBe('http://localhost:8080/api');
  expect(config.CORS_ORIGINS).toEqual(['http://localhost:8080']);
});

test('without the demo lines the API refuses to start until a Firebase project is given', () => {
  const production = read('.env.example').replace(/^(COMPOSE_PROFILES|FIREBASE_AUTH_EMULATOR_HOST|SEED_DEMO_DATA)=.*$/gm, '');
  const env: Record<string, string> = { ...apiEnvironment(production), ACCESS_TOKEN_SECRET: 'x'.repeat(64) };
  expect(env.SEED_DEMO_DATA).toBe('false');
  expect(() => loadConfig(env)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: set it .* FIREBASE_SERVICE_ACCOUNT_JSON/);
  expect(loadConfig({ ...env, FIREBASE_SERVICE_ACCOUNT_JSON: '{}' }).FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
});

test('.env.example names every variable of the API, and every variable compose reads', () => {
  const example = read('.env.example');
  const named = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
  for (const name of configVariables) expect(named).toContain(name);
  const interpolated = new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]));
  for (const name of interpolated) expect(named).toContain(name);
  // Each is explained: above it (past the settings of its group) is a comment.
  const lines = example.split('\n');
  const isSetting = (l: string) => /^[A-Z][A-Z0-9_]+=/.test(l);
  for (const [i, line] of lines.entries()) {
    if (!isSetting(line)) continue;
    let above = i - 1;
    while (above >= 0 && isSetting(lines[above] ?? '')) above--;
    expect([line, lines[above] ?? '']).toEqual([line, expect.stringMatching(/^# \S/)]);
  }
});

interface DockerInstruction {
  stage: string;
  op: string;
  args: string;
}
function dockerfile(file: string): DockerInstruction[] {
  const text = read(file).replace(/\\\n/g, ' ');
  const out: DockerInstruction[] = [];
  let stage = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [op = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') stage = /\sAS\s+(\S+)/i.exec(line)?.[1] ?? '';
    out.push({ stage, op: op.toUpperCase(), args });
  }
  return out;
}

const dockerignore = read('.dockerignore')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'));
/** Whether .dockerignore leaves `file` out of the build context (the patterns used here). */
function ignored(file: string): boolean {
  return dockerignore.some((p) => {
    const pattern = p.replace(/^\*\*\//, '');
    const parts = file.split('/');
    if (p.startsWith('**/')) return parts.includes(pattern) || parts.some((part) => new RegExp(`^${pattern.replace('.', '\\.').replace('*', '.*')}$`).test(part));
    return file === pattern || file.startsWith(`${pattern}/`);
  });
}

test('each image is built from a context and files that exist (and are not .dockerignored)', () => {
  const built = Object.entries(services).filter(([, s]) => s.build);
  expect(built.map(([name]) => name).sort()).toEqual(['api', 'auth-emulator', 'render', 'web']);
  for (const [name, s] of built) {
    const context = path.resolve(ROOT, s.build?.context ?? '.');
    expect(fs.statSync(context).isDirectory()).toBe(true);
    const file = path.join(context, s.build?.dockerfile ?? 'Dockerfile');
    expect(fs.existsSync(file)).toBe(true);
    const steps = dockerfile(path.relative(ROOT, file));
    if (s.build?.target) expect(steps.filter((x) => x.op === 'FROM').map((x) => x.stage)).toContain(s.build.target);
    for (const copy of steps.filter((x) => x.op === 'COPY' && !x.args.includes('--from='))) {
      const sources = copy.args.split(/\s+/).filter((a) => !a.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        expect([name, source, fs.existsSync(path.join(context, source))]).toEqual([name, source, true]);
        expect([name, source, ignored(source)]).toEqual([name, source, false]);
      }
    }
    for (const arg of Object.keys(s.build?.args ?? {})) {
      expect(steps.some((x) => x.op === 'ARG' && x.args.startsWith(`${arg}`))).toBe(true);
    }
  }
});

test('the API image runs as a non-root user, checks /health, and makes a secret when given none', () => {
  const steps = dockerfile('apps/server/Dockerfile');
  const api = steps.filter((x) => x.stage === 'api');
  // The API is the last stage, so a plain `docker build` makes the API too.
  expect(steps.at(-1)?.stage).toBe('api');
  const user = api.filter((x) => x.op === 'USER').at(-1)?.args;
  expect(user).toBeDefined();
  expect(['root', '0']).not.toContain(user);
  expect(api.find((x) => x.op === 'HEALTHCHECK')?.args).toContain('/health');
  const cmd = api.find((x) => x.op === 'CMD')?.args ?? '';
  expect(cmd).toContain('ACCESS_TOKEN_SECRET');
  expect(cmd).toContain('randomBytes(48)');
  expect(cmd).toContain('exec node dist/main.js');
  // The emulator image is not root either.
  expect(steps.filter((x) => x.stage === 'auth-emulator' && x.op === 'USER').at(-1)?.args).toBe('node');
});

test('nginx serves the app and passes /api to the API and the emulator paths to the emulator', () => {
  const conf = read('apps/web/nginx.conf');
  expect(conf).toMatch(/listen 8080;/);
  expect(conf).toMatch(/location \/api\/ \{[^}]*set \$api http:\/\/api:5000;[^}]*rewrite \^\/api\/\(\.\*\)\$ \/\$1 break;[^}]*proxy_pass \$api;/);
  expect(conf).toMatch(/identitytoolkit\\\.googleapis\\\.com\|securetoken\\\.googleapis\\\.com\|emulator[^}]*http:\/\/auth-emulator:9099/);
  // A file, else a page: the renderer's HTML, else (it answers 404, fails or is down) the app shell.
  expect(conf).toMatch(/location \/ \{[^}]*try_files \$uri @page;/);
  expect(conf).toMatch(/location @page \{[^}]*ssi on;[^}]*set \$render http:\/\/render:8081;[^}]*proxy_pass \$render;[^}]*proxy_intercept_errors on;[^}]*error_page 404 500 502 503 504 = @app_shell;/);
  expect(conf).toMatch(/location @app_shell \{[^}]*ssi on;[^}]*try_files \/index\.html =404;/);
  expect(conf).toMatch(/client_max_body_size 12m;/);
  // robots.txt and sitemap.xml at the root come from the API; static files are compressed, and
  // the hashed ones under /static/ cached for a year.
  expect(conf).toMatch(/location ~ \^\/\(robots\\\.txt\|sitemap\\\.xml\)\$ \{[^}]*set \$api http:\/\/api:5000;[^}]*proxy_pass \$api;/);
  expect(conf).toMatch(/gzip on;/);
  expect(conf).toMatch(/location \/static\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"/);
  // A listing's page: a page (SSI on, above) whose include asks the API for the listing's head
  // tags uncompressed, and falls back to the site's tags (an empty answer) when there are none.
  expect(conf).toMatch(/location ~ "\^\/product\/\(\?<listing_id>\[0-9a-fA-F\]\{24\}\)\/\?\$" \{[^}]*try_files \/nonexistent @page;/);
  expect(conf).toMatch(/location ~ "\^\/_listing-head\/[^"]*" \{[^}]*internal;[^}]*proxy_pass \$api\/seo\/listings\/\$head_listing_id\/head;[^}]*proxy_set_header Accept-Encoding "";[^}]*error_page 400 404 429 500 502 503 504 = @no_listing_head;/);
  expect(conf).toMatch(/location @no_listing_head \{\s*return 204;/);
  const indexHtml = read('apps/web/index.html');
  expect(indexHtml).toContain('<!--# include virtual="/_listing-head/$listing_id" stub="site-head" -->');
  const web = dockerfile('apps/web/Dockerfile');
  expect(web.some((x) => x.op === 'COPY' && x.args === 'apps/web/nginx.conf /etc/nginx/conf.d/default.conf')).toBe(true);
  // The renderer's image: the built renderer and index.html beside server/serve.mjs, not as root.
  const render = web.filter((x) => x.stage === 'render');
  expect(render.filter((x) => x.op === 'COPY').map((x) => x.args)).toEqual([
    '--from=build /repo/apps/web/dist/index.html dist/index.html',
    '--from=build /repo/apps/web/dist-server dist-server',
    'apps/web/server/serve.mjs server/serve.mjs',
  ]);
  expect(render.filter((x) => x.op === 'USER').at(-1)?.args).toBe('node');
  expect(render.find((x) => x.op === 'CMD')?.args).toBe('["node", "server/serve.mjs"]');
});
