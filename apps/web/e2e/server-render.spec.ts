// Issue 11, "fast on a phone": public pages come rendered by the server (src/server/render.tsx), in
// the reader's language and with the listings in the HTML, so a phone paints them before the app's
// JavaScript arrives; the browser then takes the page over (hydrates it) without redrawing it or
// logging an error, and every control works. Read-only: nothing here writes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readOnlyListing } from './support/demo-data';

/** Errors the page logs or throws (React reports a hydration mismatch as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category page shows its heading and listing cards, photos and prices included', async ({ page }) => {
    await page.goto('/category/smartphone');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Phones' })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading')).not.toBeEmpty();
    // The photo's link is hidden from assistive technology (the name's link is the same place).
    await expect(card.locator('img')).toHaveAttribute('srcset', /\?w=320 320w/);
    await expect(card.locator('dt', { hasText: 'Resale Price' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/৳[\d,]+/);
    expect(await page.getByRole('article').count()).toBeGreaterThan(1);
  });

  test('on a wide screen the category page has its filter sidebar, on a phone the Filters button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/category/smartphone');
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    const [card, sidebar] = [await page.getByRole('article').first().boundingBox(), await page.getByRole('complementary', { name: 'Filters' }).boundingBox()];
    expect(card && sidebar && card.x > sidebar.x + sidebar.width).toBe(true); // the cards beside it, not under it

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  });

  test('a listing’s page shows the listing; the home page its advertised phones', async ({ page, request }) => {
    const listing = await readOnlyListing(request);
    await page.goto(`/product/${listing._id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.deviceName })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Advertise Section' }).getByRole('listitem').first()).toBeVisible();
  });

  test('every picture the home page names at once is drawn: the logo, the carousel, the advertised phones', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Advertise Section' }).getByRole('listitem').first()).toBeVisible();
    const eager = page.locator('img:not([loading="lazy"])');
    expect(await eager.count()).toBeGreaterThan(2);
    await expect
      .poll(() => eager.evaluateAll((images) => (images as HTMLImageElement[]).filter((i) => !i.complete || i.naturalWidth === 0).map((i) => i.src)))
      .toEqual([]);
    await expect(page.getByRole('img', { name: 'Mobile Planet logo' }).first()).toHaveAttribute('src', /^\/static\/media\/logo-/);
  });

  test('Bangla: by ?lang=bn, or by the remembered choice (cookie), with <html lang="bn">', async ({ page, context, baseURL }) => {
    await page.goto('/category/smartphone?lang=bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'স্মার্টফোন' })).toBeVisible();

    await context.addCookies([{ name: 'language', value: 'bn', url: baseURL ?? '' }]);
    await page.goto('/search?q=galaxy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('status').filter({ hasText: /^\s*[০-৯]+টি ফলাফল\s*$/ })).toBeVisible();
  });

  test('a signed-in screen is not rendered by the server: the app shell, as before', async ({ request }) => {
    const html = await (await request.get('/dashboard/my-orders')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="server-render"');
  });
});

/** Counts what is taken off the page while it loads: a failed hydration replaces the server's main and cards with the browser's own. */
async function countRemovedContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { removedContent: number };
    w.removedContent = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('main, article') || node.querySelector('main, article'))) w.removedContent += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const removedContent = (page: Page) => page.evaluate(() => (window as unknown as { removedContent: number }).removedContent);

test('the browser takes each rendered page over without an error or a redraw', async ({ page, request }) => {
  const errors = collectErrors(page);
  await countRemovedContent(page);
  const listing = await readOnlyListing(request);
  for (const path of ['/', '/category/smartphone', '/search?q=galaxy', `/product/${listing._id}`, `/seller/${listing.sellerId}`, '/blog', '/?lang=bn']) {
    await page.goto(path); // returns once the app runs the page (support/test.ts)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('main')).toBeVisible();
    expect([path, await removedContent(page)]).toEqual([path, 0]);
  }
  expect(errors).toEqual([]);
});

test('a rendered page’s controls work once the app runs it', async ({ page }) => {
  await page.goto('/category/smartphone');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/category\/smartphone\?sort=price_asc$/);
  await page.getByRole('article').first().getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a remembered Bangla choice renders the next page in Bangla from the server', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const res = await page.request.get('/category/tablet');
  const html = await res.text();
  expect(html).toContain('<html lang="bn"');
  expect(html).toContain('ট্যাবলেট');
  await page.goto('/category/tablet');
  await expect(page.getByRole('heading', { level: 1, name: 'ট্যাবলেট' })).toBeVisible();
  expect(errors).toEqual([]);
});
