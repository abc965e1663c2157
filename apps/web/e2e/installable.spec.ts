// Issue 11, "fast on a phone": the installable app (manifest, service worker that opens the shell
// offline with a clear message) and a listing link's preview (its HTML carries the listing's
// Open Graph tags, for previews that run no JavaScript), and how the scripts go: precompressed,
// cached, and within the first visit's budget. Read-only: nothing here writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { readOnlyListing } from './support/demo-data';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

const OFFLINE = 'You are offline. Mobile Planet will show listings again when you are back online.';

test('the manifest is linked and names the app, its start, its colour and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { sizes: string; purpose: string; src: string }[] };
  expect(manifest).toMatchObject({ name: 'Mobile Planet', start_url: '/', display: 'standalone', theme_color: '#0f766e' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('offline, the service worker opens the app and it says it is offline; back online, the message goes', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Advertise Section' }).getByRole('listitem').first()).toBeVisible();
  // Installed and in control of the page (it claims the page it was installed from).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  const offline = await page.reload();
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The shell from the cache, not a page from the network: a listing's own HTML would carry its
  // Open Graph tags (the last test), the shell has none.
  const listing = await page.goto('/product/0123456789abcdef01234567');
  expect(listing?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
  await expect(page).toHaveTitle('Mobile Planet — second-hand phones and tablets');

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
});

test('a listing’s page answers its photo, name and price in Open Graph tags, without JavaScript', async ({ request }) => {
  const listing = await readOnlyListing(request);
  const res = await request.get(`/product/${listing._id}`);
  expect(res.ok()).toBe(true);
  const html = await res.text();
  const content = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const price = `৳${listing.resalePrice.toLocaleString('en-US')}`;
  expect(content('og:title')).toBe(`${listing.deviceName} — ${price}`);
  expect(content('og:description')).toContain(price);
  expect(content('description')).toContain(listing.deviceName);
  expect(content('og:image')).toBe(listing.img);
  expect(content('og:image')).toMatch(/^https?:\/\//);
  expect(content('og:url')).toMatch(new RegExp(`^https?://[^/]+/product/${listing._id}$`));
  expect(content('twitter:card')).toBe('summary_large_image');
  expect(html.match(/<title>/g)).toHaveLength(1);

  // Another page keeps the site's own.
  const home = await (await request.get('/')).text();
  expect(home).not.toContain('og:title');
  expect(home).toContain('<title id="site-title">Mobile Planet — second-hand phones and tablets</title>');
});

test('the app’s scripts go as the Zopfli .gz the build wrote beside them, cached for a year', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const scripts = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname));
  expect(scripts).toHaveLength(1);
  const res = await request.get(scripts[0] ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers()['content-encoding']).toBe('gzip');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const built = path.join(DIST, scripts[0] ?? '');
  expect(Number(res.headers()['content-length'])).toBe(fs.statSync(`${built}.gz`).size);
  expect(await res.body()).toEqual(fs.readFileSync(built));
});

// The goal for the first visit on a phone: at most 150 KiB of script on the home page, as
// sent (gzip, headers included), counted until the page is idle: what Lighthouse's resource
// summary counts (npm run lighthouse). A byte count, not a timing: the same build always sends the same.
test('a first visit to the home page loads at most 150 KiB of script', async ({ page }) => {
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(scripts.length).toBeGreaterThan(1);
  expect(bytes / 1024).toBeLessThanOrEqual(150);
});
