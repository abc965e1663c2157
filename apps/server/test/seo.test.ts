// What the web's speed and search engines read of the API: compressed answers (brotli or gzip, as
// the client asks) and GET /sitemap.xml of the public pages, built from the search read model.
import http from 'node:http';
import zlib from 'node:zlib';
import { CATEGORY_IDS } from '@mobile-planet/shared';
import { sitemapXml } from '../src/modules/seo/sitemap.router';
import { insertListing } from './support/listings';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
const SELLER = { name: 'Rahim Mobiles', email: 'rahim.mobiles@example.test' };
const WEB = 'https://mobileplanet.example';

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_WEB_URL: `${WEB}/` });
});
afterAll(() => app.stop());

/** A GET with exactly these headers; the body as it came over the wire (not decoded). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  beforeAll(async () => {
    // Enough listings that GET /listings is well over the 1 KB threshold.
    for (let i = 0; i < 12; i++) await insertListing(app, SELLER, { deviceName: `Galaxy A${10 + i}`, brand: 'Samsung' });
  });

  test('a large answer comes back in brotli when the client accepts it, and decodes to the same JSON', async () => {
    const plain = await rawGet('/listings', { 'Accept-Encoding': 'identity' });
    const br = await rawGet('/listings', { 'Accept-Encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  test('gzip when the client accepts only gzip', async () => {
    const res = await rawGet('/listings', { 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.body).toString('utf8')).items).toHaveLength(12);
  });

  test('identity when the client does not ask (and small answers are never compressed)', async () => {
    const plain = await rawGet('/listings', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString('utf8')).items).toHaveLength(12);
    const small = await rawGet('/health', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

test('GET /robots.txt lets crawlers in, but not the dashboard, and names the sitemap by its absolute URL', async () => {
  const res = await app.http().get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.text).toBe(`User-agent: *\nDisallow: /dashboard\n\nSitemap: ${WEB}/sitemap.xml\n`);
});

describe('GET /sitemap.xml', () => {
  test('lists home, each category and every available listing page at the public web address', async () => {
    const sold = await insertListing(app, SELLER, { status: 'sold' });
    const newest = await insertListing(app, SELLER, { createdAt: new Date('2030-02-03T10:00:00Z') });
    const res = await app.http().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 1 + CATEGORY_IDS.length)).toEqual([`${WEB}/`, ...CATEGORY_IDS.map((id) => `${WEB}/category/${id}`)]);
    const listings = (await app.http().get('/listings?limit=48')).body.items as Array<{ _id: string }>;
    const products = locs.filter((l) => l?.startsWith(`${WEB}/product/`));
    expect(products.sort()).toEqual(listings.map((l) => `${WEB}/product/${l._id}`).sort());
    expect(products).not.toContain(`${WEB}/product/${sold._id.toHexString()}`);
    // Newest first, with the day it was listed.
    expect(xml).toContain(`<url><loc>${WEB}/product/${newest._id.toHexString()}</loc><lastmod>2030-02-03</lastmod></url>`);
    expect(locs[1 + CATEGORY_IDS.length]).toBe(`${WEB}/product/${newest._id.toHexString()}`);
  });

  test('a query is refused, as on the other public calls', async () => {
    expect((await app.http().get('/sitemap.xml?page[$ne]=1')).status).toBe(400);
  });

  test('holds at most the limit of URLs, dropping the oldest listings', () => {
    const asked: number[] = [];
    const catalog = {
      newest: (limit: number) => {
        asked.push(limit);
        return Array.from({ length: limit }, (_, i) => ({ id: `id${i}`, createdAt: 0 }));
      },
    };
    const xml = sitemapXml(WEB, catalog, 10);
    expect([...xml.matchAll(/<url>/g)]).toHaveLength(10);
    expect(asked).toEqual([10 - 1 - CATEGORY_IDS.length]);
    expect(xml).toContain(`${WEB}/product/id5</loc>`);
    expect(xml).not.toContain('id6');
  });
});

describe('GET /seo/listings/{id}/head', () => {
  /** The content of the tag `<meta {attr}="{key}" content="…" />` in `html`, unescaped as a browser would. */
  const tag = (html: string, attr: 'name' | 'property', key: string) => {
    const raw = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];
    return raw?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  };

  test('an available listing: title, description, and its photo, name and price for link previews', async () => {
    const listing = await insertListing(app, SELLER, {
      deviceName: 'Galaxy A54 5G',
      resalePrice: 32_500,
      condition: 'good',
      yearsOfUse: 1.5,
      Location: 'Dhaka',
      description: 'Box and charger included.',
    });
    const id = listing._id.toHexString();
    const res = await app.http().get(`/seo/listings/${id}/head`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const html = res.text;
    expect(html).toContain('<title>Galaxy A54 5G for ৳32,500 — Mobile Planet</title>');
    const description = 'Galaxy A54 5G, good condition, 1.5 years of use, ৳32,500 in Dhaka. Box and charger included.';
    expect(tag(html, 'name', 'description')).toBe(description);
    expect(tag(html, 'property', 'og:title')).toBe('Galaxy A54 5G — ৳32,500');
    expect(tag(html, 'property', 'og:description')).toBe(description);
    expect(tag(html, 'property', 'og:image')).toBe(`${app.config.publicApiUrl}${listing.img}`);
    expect(tag(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    expect(tag(html, 'property', 'og:url')).toBe(`${WEB}/product/${id}`);
    expect(tag(html, 'property', 'product:price:amount')).toBe('32500');
    expect(tag(html, 'property', 'product:price:currency')).toBe('BDT');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${WEB}/product/${id}" />`);
  });

  test('a sold listing keeps its page and says it is sold', async () => {
    const listing = await insertListing(app, SELLER, { deviceName: 'iPhone 12', resalePrice: 41_000, status: 'sold' });
    const html = (await app.http().get(`/seo/listings/${listing._id.toHexString()}/head`)).text;
    expect(tag(html, 'name', 'description')).toMatch(/^Sold: iPhone 12, /);
    expect(tag(html, 'property', 'product:availability')).toBe('out of stock');
  });

  test('escapes what the seller typed: no tag, attribute or entity of theirs reaches the page', async () => {
    const listing = await insertListing(app, SELLER, {
      deviceName: 'Nokia "3310" <script>alert(1)</script> & co\'s',
      Location: '"><img src=x onerror=alert(2)>',
      description: '</title><script>alert(3)</script>',
    });
    const html = (await app.http().get(`/seo/listings/${listing._id.toHexString()}/head`)).text;
    expect(html).not.toMatch(/<script|<img|<\/title><|onerror="/i);
    expect(html).toContain('<title>Nokia &quot;3310&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co&#39;s for ৳42,500 — Mobile Planet</title>');
    expect(tag(html, 'property', 'og:title')).toBe('Nokia "3310" <script>alert(1)</script> & co\'s — ৳42,500');
    expect(tag(html, 'name', 'description')).toContain('in "><img src=x onerror=alert(2)>. </title><script>alert(3)</script>');
    // Every line is one whole tag: nothing the seller typed opened or closed one.
    for (const line of html.trim().split('\n')) expect(line).toMatch(/^<(title>[^<>]*<\/title|meta [a-z]+="[a-z:_]+" content="[^"<>]*" \/|link rel="canonical" href="[^"<>]*" \/)>$/);
  });

  test('cuts a long description at a word, with an ellipsis', async () => {
    const listing = await insertListing(app, SELLER, { description: 'word '.repeat(100) });
    const description = tag((await app.http().get(`/seo/listings/${listing._id.toHexString()}/head`)).text, 'name', 'description');
    expect(description?.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/ word…$/);
  });

  test.each([
    ['a missing listing', async () => '0123456789abcdef01234567'],
    ['a hidden listing', async () => (await insertListing(app, SELLER, { status: 'hidden' }))._id.toHexString()],
    ['a removed listing', async () => (await insertListing(app, SELLER, { status: 'removed' }))._id.toHexString()],
  ])('%s is a 404 (the page keeps the site’s own tags)', async (_what, idOf) => {
    const res = await app.http().get(`/seo/listings/${await idOf()}/head`);
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });

  test('a malformed id or a query is a 400', async () => {
    expect((await app.http().get('/seo/listings/not-an-id/head')).status).toBe(400);
    const listing = await insertListing(app, SELLER);
    expect((await app.http().get(`/seo/listings/${listing._id.toHexString()}/head?x[$ne]=1`)).status).toBe(400);
  });
});
