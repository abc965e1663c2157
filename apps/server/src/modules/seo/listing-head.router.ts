// GET /seo/listings/{id}/head: a listing's <title>, meta description and link-preview tags (Open
// Graph, Twitter card), as an HTML fragment for the <head> of its page, /product/{id}. Link
// previews (chat apps, social sites) and many crawlers do not run the app's JavaScript, so the web's
// server puts this fragment into the index.html it answers for a listing's URL: nginx by SSI
// (apps/web/nginx.conf), `vite preview` by a middleware (apps/web/vite-plugins/preview-server.ts).
// A listing the public cannot see (missing, hidden, removed) is a 404, and the page keeps the
// site's own title and description. Every value is escaped: device names and descriptions are
// what sellers typed.
import { Router } from 'express';
import { idParamSchema, type PublicProduct } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { parse } from '../../http/validate';
import { escapeMarkup } from './escape-markup';

const SITE_NAME = 'Mobile Planet';
/** Link previews cut descriptions at about this; ours stop at a word before it. */
const DESCRIPTION_MAX = 200;

const taka = (amount: number) => `৳${new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 }).format(amount)}`;

function useText(years: number): string {
  if (years <= 0) return 'unused';
  if (years < 1) return `${Math.max(1, Math.round(years * 12))} months of use`;
  const rounded = Math.round(years * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'year' : 'years'} of use`;
}

/** Collapses white space and cuts at a word boundary, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The values of a listing's tags, unescaped. */
function listingMeta(listing: PublicProduct, webUrl: string) {
  const name = listing.deviceName.replace(/\s+/g, ' ').trim();
  const price = taka(listing.resalePrice);
  const sold = listing.status === 'sold';
  const summary = `${sold ? 'Sold: ' : ''}${name}, ${listing.condition} condition, ${useText(listing.yearsOfUse)}, ${price} in ${listing.Location.trim()}.`;
  const description = clip(`${summary} ${listing.description ?? ''}`, DESCRIPTION_MAX);
  return {
    title: `${name} for ${price} — ${SITE_NAME}`,
    ogTitle: `${name} — ${price}`,
    description,
    image: listing.img,
    url: `${webUrl}/product/${listing._id}`,
    price: listing.resalePrice,
    sold,
  };
}

/** The fragment: one tag a line, every attribute value escaped. */
function listingHeadHtml(listing: PublicProduct, webUrl: string): string {
  const m = listingMeta(listing, webUrl);
  const meta = (attr: 'name' | 'property', key: string, value: string | number) => `<meta ${attr}="${key}" content="${escapeMarkup(String(value))}" />`;
  return [
    `<title>${escapeMarkup(m.title)}</title>`,
    meta('name', 'description', m.description),
    `<link rel="canonical" href="${escapeMarkup(m.url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', m.ogTitle),
    meta('property', 'og:description', m.description),
    meta('property', 'og:image', m.image),
    meta('property', 'og:image:alt', listing.deviceName.trim()),
    meta('property', 'og:url', m.url),
    meta('property', 'product:price:amount', m.price),
    meta('property', 'product:price:currency', 'BDT'),
    meta('property', 'product:availability', m.sold ? 'out of stock' : 'in stock'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', m.ogTitle),
    meta('name', 'twitter:description', m.description),
    meta('name', 'twitter:image', m.image),
    '',
  ].join('\n');
}

export function listingHeadRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const products = services.products;
  router.get('/seo/listings/:id/head', async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const listing = await products.getPublic(id);
    // A price or a photo can change: previews may keep it a few minutes, not longer.
    res.set('Cache-Control', 'public, max-age=300');
    res.type('text/html').send(listingHeadHtml(listing, ctx.config.publicWebUrl));
  });
  return router;
}
