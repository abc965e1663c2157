// Issue 24, "What a first-time buyer and seller trip over", on a 360 px phone: no page scrolls
// sideways, the header keeps one row for any name, a Buyer starts selling from the Sell button, the
// dashboard's home says what needs doing now, and its menu is a real button for the keyboard.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, readOnlyListing } from './support/demo-data';
import { apiSession, bookDevice, listDevice, payBooking } from './support/deals';
import { registerThroughApi } from './support/users';
import { navbar, signIn, toast } from './support/ui';

test.use({ viewport: { width: 360, height: 740 } });

/** How much wider than the window the page is (0: no sideways scrolling). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('main').locator('h1, h2, img').first()).toBeVisible();
  await expect(page.locator('.loading:visible')).toHaveCount(0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

test('no page scrolls sideways at 360 px, and the header keeps one row for a long name', async ({ page, request }) => {
  test.slow();
  const listing = await readOnlyListing(request);
  // Looks only: every write is answered here, so the shared demo data stays as it was.
  await page.route('**/api/**', async (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ json: { acknowledged: true, modifiedCount: 0, unread: 0 } }),
  );
  const publicPaths = [
    '/', '/search?sort=price_asc&maxPrice=30000&location=Dhaka&condition=good', '/category/smartphone', `/product/${listing._id}`,
    `/seller/${listing.sellerId}`, '/price-guide?model=galaxy+a54', '/blog', '/login', '/register',
  ];
  for (const path of publicPaths) {
    await page.goto(path);
    await settle(page);
    expect(await overflow(page), `${path} scrolls sideways`).toBe(0);
  }
  for (const lang of ['bn', 'en']) {
    await page.goto(`/search?sort=price_asc&maxPrice=30000&lang=${lang}`);
    await settle(page);
    expect(await overflow(page), `the sorted, filtered search in ${lang}`).toBe(0);
  }

  const longName = await registerThroughApi(request, 'Buyer', 'Mohammad Abdullah Al Mamun Chowdhury');
  await signIn(page, longName);
  await page.goto('/');
  await settle(page);
  const header = await page.getByRole('banner').boundingBox();
  // One row of logo and buttons, one of search: not three (a 149 px sticky header before).
  expect(header!.height).toBeLessThan(115);
  await expect(navbar(page).getByRole('link', { name: longName.name })).toBeVisible();
  for (const path of ['/dashboard', '/dashboard/my-orders', '/dashboard/addProduct']) {
    await page.goto(path);
    await settle(page);
    expect(await overflow(page), `${path} scrolls sideways`).toBe(0);
  }

});

test('the Admin\'s queues do not scroll sideways at 360 px', async ({ page }) => {
  await page.route('**/api/**', async (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ json: { acknowledged: true, modifiedCount: 0, unread: 0 } }),
  );
  await signIn(page, DEMO_ADMIN);
  for (const path of ['/dashboard', '/dashboard/claims', '/dashboard/moderation', '/dashboard/users']) {
    await page.goto(path);
    await settle(page);
    expect(await overflow(page), `${path} scrolls sideways`).toBe(0);
  }
});

test('a Buyer starts selling from the Sell button, without a second account', async ({ page, request }) => {
  const buyer = await registerThroughApi(request, 'Buyer', 'Would-be Seller');
  await signIn(page, buyer);
  await navbar(page).getByRole('link', { name: 'Sell', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
  await expect(page.getByText('Only sellers can list devices.')).toBeVisible();
  // The menu offers the way in, not three screens that refuse.
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'Start selling' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My products' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Start selling' }).click();
  await expect(toast(page, 'Your account can now sell devices')).toBeVisible();
  await expect(page.getByLabel('Device name')).toBeVisible();
  await page.getByRole('button', { name: 'Dashboard menu' }).click();
  await expect(menu.getByRole('link', { name: 'My products' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Start selling' })).toHaveCount(0);
});

test('the dashboard menu is a button: visible focus, Escape closes it, Tab stays inside', async ({ page, request }) => {
  const buyer = await registerThroughApi(request, 'Buyer', 'Keyboard User');
  await signIn(page, buyer);
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: 'Dashboard menu' });
  await button.focus();
  // A visible focus ring: the outline is drawn.
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement)), 'focus stays in the open menu').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('the dashboard home says what needs doing now, in English and Bangla', async ({ page, request, browser }) => {
  const [buyer, seller] = await Promise.all([registerThroughApi(request, 'Buyer', 'Todo Buyer'), registerThroughApi(request, 'Seller', 'Todo Seller')]);
  const [buyerSession, sellerSession] = await Promise.all([apiSession(request, buyer), apiSession(request, seller)]);
  await signIn(page, buyer);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Needs you now' })).toBeVisible();
  await expect(page.getByText('Nothing needs you right now.')).toBeVisible();

  const toPay = await bookDevice(request, buyerSession, await listDevice(request, sellerSession, 'Todo Galaxy A15', 14_000));
  const paid = await bookDevice(request, buyerSession, await listDevice(request, sellerSession, 'Todo Redmi 12', 12_500));
  await payBooking(request, buyerSession, paid);
  await page.reload();
  const pay = page.getByRole('link', { name: 'Pay ৳14,000: Todo Galaxy A15' });
  await expect(pay).toHaveAttribute('href', `/dashboard/payment/${toPay}`);
  await expect(page.getByRole('link', { name: 'Show code: Todo Redmi 12' })).toHaveAttribute('href', `/dashboard/deals/${paid}`);

  await page.goto('/dashboard?lang=bn');
  await expect(page.getByRole('heading', { name: 'এখন আপনার করণীয়' })).toBeVisible();
  await expect(page.getByRole('link', { name: '৳১৪,০০০ পরিশোধ করুন: Todo Galaxy A15' })).toBeVisible();

  // The seller's side: the paid sale waits for the buyer's code.
  const sellerPage = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto('/dashboard');
  await expect(sellerPage.getByRole('link', { name: 'Enter code: Todo Redmi 12' })).toHaveAttribute('href', `/dashboard/deals/${paid}`);
});
