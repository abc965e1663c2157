// Issue 11, "Accessible": axe-core (WCAG 2.0, 2.1 and 2.2 A/AA rules) on every route, signed out
// and as the demo buyer, seller and admin; any serious or critical violation fails. Read-only:
// the tests only look, so the shared demo data is the same afterwards (the one write a screen makes
// on its own, marking a deal's thread read, is answered here and never reaches the API).
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, DEMO_BUYER, DEMO_SELLER, readOnlyListing, type Account } from './support/demo-data';
import { apiSession } from './support/deals';
import { navbar, signIn } from './support/ui';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Nothing this spec does may change what the other specs see: every write of the API is stubbed. */
async function readOnly(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    return route.fulfill({ json: { acknowledged: true, modifiedCount: 0, unread: 0 } });
  });
}

/** The page has drawn its content (a heading or a picture in the main part), no spinner, the network quiet. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('h1, h2, img').first()).toBeVisible();
  await expect(page.locator('.loading:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Runs axe on what is on screen; a failure names each rule, its help and the elements it found. */
async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(blocking, `axe on ${screen} (${page.url()})`).toEqual([]);
}

async function check(page: Page, screen: string, path: string): Promise<void> {
  await test.step(screen, async () => {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousViolations(page, screen);
  });
}

/** The seeded listing with the demo question threads (the seed's seed-demo-questions.ts). */
async function questionsListingId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/listings?q=nokia+8210+4g');
  expect(res.ok(), await res.text()).toBe(true);
  const { items } = (await res.json()) as { items: { _id: string; deviceName: string }[] };
  const listing = items.find((l) => l.deviceName === 'Nokia 8210 4G');
  expect(listing, 'the demo data has the Nokia 8210 4G').toBeTruthy();
  return listing!._id;
}

async function signedInAs(page: Page, account: Account): Promise<void> {
  await readOnly(page);
  await signIn(page, account);
}

test('signed out: every public screen', async ({ page, request }) => {
  test.slow(); // ten screens
  await readOnly(page);
  const listing = await readOnlyListing(request);

  await check(page, 'home', '/');
  await check(page, 'category', '/category/smartphone');
  await check(page, 'search', '/search?q=galaxy');
  await check(page, 'listing', `/product/${listing._id}`);
  expect(listing.sellerId, 'the listing names its seller').toBeTruthy();
  await check(page, 'seller', `/seller/${listing.sellerId}`);
  await check(page, 'price guide', '/price-guide?model=galaxy+a54');
  await check(page, 'login', '/login');
  await check(page, 'register', '/register');
  await check(page, 'blog', '/blog');
  await check(page, 'not found', '/no-such-page');
});

test('signed out on a phone: the browsing screens, headings in order', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await readOnly(page);
  const listing = await readOnlyListing(request);
  for (const [screen, path] of [
    ['home', '/'],
    ['category', '/category/smartphone'],
    ['search', '/search?q=galaxy'],
    ['listing', `/product/${listing._id}`],
  ] as const) {
    await check(page, `${screen} on a phone`, path);
    // A best-practice rule, outside the WCAG tags: a screen reader's outline of the page.
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    const skipped = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    expect.soft(skipped, `heading levels on ${screen} on a phone`).toEqual([]);
  }
});

test('in Bangla: the browsing screens, the forms and a buyer\'s dashboard', async ({ page, request }) => {
  test.slow();
  await readOnly(page);
  const listing = await readOnlyListing(request);
  await check(page, 'home in Bangla', '/?lang=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // Remembered from here on: the paths need no ?lang=.
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await check(page, 'category in Bangla', '/category/smartphone');
  await check(page, 'search in Bangla', '/search?q=galaxy');
  await check(page, 'listing in Bangla', `/product/${listing._id}`);
  await check(page, 'price guide in Bangla', '/price-guide?model=galaxy+a54');
  await check(page, 'login in Bangla', '/login');
  await check(page, 'register in Bangla', '/register');
  await page.goto('/login');
  await page.getByLabel('ইমেইল', { exact: true }).fill(DEMO_BUYER.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'প্রধান' }).getByRole('button', { name: 'সাইন আউট' })).toBeVisible();
  await check(page, 'dashboard in Bangla', '/dashboard');
  await check(page, 'My Orders in Bangla', '/dashboard/my-orders');
  await check(page, 'Favourites in Bangla', '/dashboard/favourites');
  await check(page, 'Saved searches in Bangla', '/dashboard/saved-searches');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('the demo buyer: dashboard, orders, offers, a deal and the notifications', async ({ page, request }) => {
  test.slow();
  const buyer = await apiSession(request, DEMO_BUYER);
  const res = await request.get(`/api/bookings?email=${encodeURIComponent(DEMO_BUYER.email)}`, { headers: buyer.auth });
  expect(res.ok(), await res.text()).toBe(true);
  const bookings = (await res.json()) as { _id: string; status: string }[];
  // The paid deal of the seed has messages; any of theirs will do if it has moved on.
  const deal = bookings.find((b) => b.status === 'paid') ?? bookings[0];
  expect(deal, 'the demo buyer has a booking').toBeTruthy();

  await signedInAs(page, DEMO_BUYER);
  await check(page, 'dashboard', '/dashboard');
  await check(page, 'my orders', '/dashboard/my-orders');
  await check(page, 'email settings', '/dashboard/email-settings');
  await check(page, 'favourites', '/dashboard/favourites');
  await check(page, 'saved searches', '/dashboard/saved-searches');
  await check(page, 'offers (an open one and a countered one)', '/dashboard/offers');
  await check(page, 'a deal', `/dashboard/deals/${deal!._id}`);
  await check(page, 'their question to a seller, answered', `/product/${await questionsListingId(request)}#questions`);
  await test.step('the notifications panel', async () => {
    await page.goto('/');
    await settle(page);
    await navbar(page).getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the notifications panel');
  });
});

test('the demo seller: sales, offers, products, the add-product form and buyers\' questions', async ({ page, request }) => {
  await signedInAs(page, DEMO_SELLER);
  await check(page, 'my sales', '/dashboard/my-sales');
  await check(page, 'offers on their listings', '/dashboard/offers');
  await check(page, 'my products', '/dashboard/my-products');
  await check(page, 'add a product', '/dashboard/addProduct');
  await check(page, 'buyers\' questions on a listing', `/product/${await questionsListingId(request)}#questions`);
});

test('the demo admin: users, claims and moderation', async ({ page }) => {
  await signedInAs(page, DEMO_ADMIN);
  await check(page, 'all users', '/dashboard/users');
  await check(page, 'claims', '/dashboard/claims');
  await check(page, 'moderation', '/dashboard/moderation');
});

test('keyboard: the booking modal keeps the focus in and gives it back to Book Now', async ({ page }) => {
  await signedInAs(page, DEMO_BUYER);
  await page.goto('/category/smartphone');
  const bookNow = page.getByRole('article').first().getByRole('button', { name: 'Book Now' });
  await bookNow.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: /^Book / });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
  // Round the modal and more, both ways: the focus never leaves it (and always shows).
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press(key);
      expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement)), `focus in the modal after ${i + 1} × ${key}`).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible')), `a visible focus after ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(bookNow).toBeFocused();
});
