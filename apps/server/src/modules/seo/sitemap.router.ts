// For search engines: GET /sitemap.xml, the web app's public pages — home, each category, and the
// page of every listing on the market, newest first — read from the search read model in memory
// (no database read per request); and GET /robots.txt, which names it. The web's server (vite
// preview, nginx) serves both at its own root. robots.txt comes from here, not from the web's
// static files, because its Sitemap line must be an absolute URL: the public address is config.
import { Router } from 'express';
import { CATEGORY_IDS } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { Catalog } from '../products/catalog';
import { escapeMarkup } from './escape-markup';

/** The sitemaps protocol's limit for one file; past it the oldest listings are left out. */
const SITEMAP_MAX_URLS = 50_000;

/** The sitemap of the web app at `webUrl` (no trailing slash), at most `maxUrls` entries. */
export function sitemapXml(webUrl: string, catalog: Pick<Catalog, 'newest'>, maxUrls = SITEMAP_MAX_URLS): string {
  const pages = ['/', ...CATEGORY_IDS.map((id) => `/category/${id}`)].slice(0, maxUrls);
  const entry = (loc: string, lastmod?: number) =>
    `<url><loc>${escapeMarkup(webUrl + loc)}</loc>${lastmod === undefined ? '' : `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>`}</url>`;
  const lines = pages.map((p) => entry(p));
  for (const l of catalog.newest(maxUrls - pages.length)) lines.push(entry(`/product/${l.id}`, l.createdAt));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the signed-in dashboard may be crawled; the sitemap names the rest. */
function robotsTxt(webUrl: string): string {
  return `User-agent: *\nDisallow: /dashboard\n\nSitemap: ${webUrl}/sitemap.xml\n`;
}

export function sitemapRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/robots.txt', (req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(ctx.config.publicWebUrl));
  });
  router.get('/sitemap.xml', (req, res) => {
    // Crawlers may keep it a few minutes; a new listing need not show at once.
    res.set('Cache-Control', 'public, max-age=300');
    res.type('application/xml').send(sitemapXml(ctx.config.publicWebUrl, ctx.catalog));
  });
  return router;
}
