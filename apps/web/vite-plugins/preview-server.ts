// What `vite preview` (npm start) does as nginx does in docker (nginx.conf), past serving dist/:
// hashed files under /static/ are cached for a year, and a listing's page (/product/{id}) carries
// that listing's title, description and link-preview tags (GET /seo/listings/{id}/head of the API,
// put where index.html's SSI markers say, as nginx's SSI does). Previews of a shared link do not
// run the app's JavaScript: they read this HTML.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

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

export function previewServer({ apiUrl }: { apiUrl: string }): Plugin {
  return {
    name: 'mobile-planet:preview-server',
    configurePreviewServer(server) {
      const indexHtml = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        // Vite's static server keeps a header that is already set.
        if (req.url?.startsWith('/static/')) res.setHeader('Cache-Control', IMMUTABLE);
        const listing = req.method === 'GET' || req.method === 'HEAD' ? LISTING_PAGE.exec(req.url ?? '') : null;
        if (!listing?.[1]) return next();
        void Promise.all([fs.readFile(indexHtml, 'utf8'), listingHead(apiUrl, listing[1])]).then(
          ([html, head]) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : withListingHead(html, head));
          },
          (err: unknown) => next(err),
        );
      });
    },
  };
}
