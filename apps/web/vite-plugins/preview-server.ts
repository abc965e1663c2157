// What `vite preview` (npm start) does as nginx and the page renderer do in docker (nginx.conf,
// server/serve.mjs), past serving dist/: hashed files under /static/ are cached for a year; a public
// page comes rendered by the server (dist-server/render.js, src/server/render.tsx), so a phone
// paints it before the app's JavaScript arrives; and a listing's page (/product/{id}) carries that
// listing's title, description and link-preview tags (GET /seo/listings/{id}/head of the API, put
// where index.html's SSI markers say, as nginx's SSI does). Previews of a shared link do not run
// the app's JavaScript: they read this HTML.
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import type { createPageRenderer, PageRenderer } from '../src/server/render';

const LISTING_PAGE = /^\/product\/([0-9a-f]{24})\/?(?:\?.*)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The site's own title and description, which a listing's tags replace (index.html). */
const SITE_HEAD_BLOCK = /<!--# block name="site-head" -->([\s\S]*?)<!--# endblock -->/;
const LISTING_HEAD_INCLUDE = /<!--# include virtual="[^"]*" stub="site-head" -->/;
const HEAD_TIMEOUT_MS = 3_000;

/** index.html as nginx's SSI answers it: the listing's tags in place of the site's, or the site's when there are none. */
function withListingHead(html: string, listingHead: string | null): string {
  const siteHead = SITE_HEAD_BLOCK.exec(html)?.[1] ?? '';
  return html.replace(SITE_HEAD_BLOCK, '').replace(LISTING_HEAD_INCLUDE, () => listingHead ?? siteHead);
}

/** The API's fragment for the listing, or null (no such listing on the market, or no answer in time). */
async function listingHead(apiUrl: string, id: string): Promise<string | null> {
  try {
    const res = await fetch(`${apiUrl}/seo/listings/${id}/head`, { signal: AbortSignal.timeout(HEAD_TIMEOUT_MS) });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The page compressed as the browser accepts (Vite's compression covers only the files it serves). */
async function compressed(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding?: string }> {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  if (accepts('br')) return { body: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepts('gzip')) return { body: await gzip(html), encoding: 'gzip' };
  return { body: Buffer.from(html) };
}

const STATIC_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * A file of dist/static/ sent as the Zopfli .gz the build wrote beside it (precompress.ts), as
 * nginx's gzip_static does; false when the browser does not take gzip or there is no .gz.
 */
async function sendPrecompressed(distDir: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const pathname = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
  const type = STATIC_TYPES[path.extname(pathname)];
  if (!type || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
  const file = path.join(distDir, pathname);
  if (!file.startsWith(`${distDir}${path.sep}`)) return false;
  const body = await fs.readFile(`${file}.gz`).catch(() => null);
  if (!body) return false;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** A request for a page of the app (not a file, not /api or the emulator's paths). */
const isPageRequest = (url: string) => !/^\/(static|api|fonts|icons|emulator|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com)\//.test(url) && !/^[^?]*\.[a-z0-9]+(\?|$)/i.test(url);

/** The server's renderer of the build, or null when dist-server/ was not built (the app renders in the browser). */
async function loadRenderer(rendererFile: string, template: string, apiUrl: string): Promise<PageRenderer | null> {
  try {
    await fs.access(rendererFile);
  } catch {
    return null;
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as { createPageRenderer: typeof createPageRenderer };
  return renderer.createPageRenderer({ template, apiUrl });
}

export function previewServer({ apiUrl }: { apiUrl: string }): Plugin {
  return {
    name: 'mobile-planet:preview-server',
    async configurePreviewServer(server) {
      const distDir = path.resolve(server.config.root, server.config.build.outDir);
      const indexHtml = path.join(distDir, 'index.html');
      const template = await fs.readFile(indexHtml, 'utf8');
      const renderer = await loadRenderer(path.resolve(server.config.root, 'dist-server/render.js'), template, apiUrl);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        // Vite's static server keeps a header that is already set.
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (url.startsWith('/static/')) {
          res.setHeader('Cache-Control', IMMUTABLE);
          void sendPrecompressed(distDir, req, res).then((sent) => sent || next(), next);
          return;
        }
        if (!isPageRequest(url)) return next();
        const listing = LISTING_PAGE.exec(url)?.[1];
        const rendered = renderer
          ? renderer.render({ url, cookie: req.headers.cookie, acceptLanguage: req.headers['accept-language'] }).catch((err: unknown) => {
              server.config.logger.error(`Rendering ${url} failed; the browser renders it: ${String(err)}`);
              return null;
            })
          : Promise.resolve(null);
        void Promise.all([rendered, listing ? listingHead(apiUrl, listing) : null])
          .then(async ([page, head]) => {
            if (!page && !listing) return next(); // the app shell, as Vite serves it
            const { body, encoding } = await compressed(withListingHead(page ?? template, head), req.headers['accept-encoding']);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
            if (encoding) res.setHeader('Content-Encoding', encoding);
            res.end(req.method === 'HEAD' ? undefined : body);
          })
          .catch(next);
      });
    },
  };
}
