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
  await test.step('the listing explains its badges; the brand list says "Other" in Bangla', async () => {
    await page.goto(`/product/${listing._id}`);
    await page.getByText('What these badges mean').click();
    await expect(page.getByText('IMEI checked', { exact: true })).toBeVisible();
    await expect(page.getByText(/dial \*#06# on the phone/)).toBeVisible();
    await page.goto('/search?lang=bn');
    await page.getByRole('button', { name: 'ফিল্টার', exact: true }).click();
    await expect(page.getByLabel('ব্র্যান্ড', { exact: true }).locator('option', { hasText: /^অন্যান্য \(/ })).toHaveCount(1);
    await expect(page.getByLabel('ব্র্যান্ড', { exact: true }).locator('option', { hasText: /^Other/ })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });
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
  await page.goto('/?lang=bn');
  await settle(page);
  expect((await page.getByRole('banner').boundingBox())!.height, 'the header in Bangla').toBeLessThan(115);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
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
  // The photo picker in the page's words, not the browser's "Choose File / No file chosen".
  await expect(page.getByText('Choose photos', { exact: true })).toBeVisible();
  await expect(page.getByText('No photo chosen', { exact: true })).toBeVisible();
  await page.goto('/dashboard/addProduct?lang=bn');
  await expect(page.getByText('ছবি বেছে নিন', { exact: true })).toBeVisible();
  await expect(page.getByText('কোনো ছবি বেছে নেওয়া হয়নি', { exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/dashboard/addProduct');
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

  const toPayListing = await listDevice(request, sellerSession, 'Todo Galaxy A15', 14_000);
  const toPay = await bookDevice(request, buyerSession, toPayListing);
  const paid = await bookDevice(request, buyerSession, await listDevice(request, sellerSession, 'Todo Redmi 12', 12_500));
  await payBooking(request, buyerSession, paid);
  await page.reload();
  const pay = page.getByRole('link', { name: 'Pay ৳14,000: Todo Galaxy A15' });
  await expect(pay).toHaveAttribute('href', `/dashboard/payment/${toPay}`);
  await expect(page.getByRole('link', { name: 'Show code: Todo Redmi 12' })).toHaveAttribute('href', `/dashboard/deals/${paid}`);
  // One way of writing a date and time: the day first, a 12-hour time.
  await expect(page.getByRole('listitem').filter({ hasText: 'Todo Galaxy A15' })).toContainText(/Pay before \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/);

  await page.goto('/dashboard?lang=bn');
  await expect(page.getByRole('heading', { name: 'এখন আপনার করণীয়' })).toBeVisible();
  await expect(page.getByRole('link', { name: '৳১৪,০০০ পরিশোধ করুন: Todo Galaxy A15' })).toBeVisible();
  // A Bangla time in Bangla digits, 24-hour, with no Latin "PM".
  const step = page.getByRole('listitem').filter({ hasText: 'Todo Galaxy A15' }).locator('p').nth(1);
  await expect(step).toHaveText(/[০-৯]{2}:[০-৯]{2}/);
  await expect(step).not.toHaveText(/[AP]M/);
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  await test.step('the listing\'s page says it is booked by this reader, with Pay now', async () => {
    await page.goto(`/product/${toPayListing}`);
    const note = page.getByRole('note').filter({ hasText: 'You booked this device.' });
    await expect(note).toContainText('Pay ৳14,000 before');
    await expect(note.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/dashboard/payment/${toPay}`);
  });

  await test.step('a card refused for its expiry: that field is outlined, the words under it', async () => {
    await page.goto(`/dashboard/payment/${toPay}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const expiry = page.getByLabel('Expiry (MM/YY)');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription("Your card's expiration year is in the past.");
    await expect(page.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
    // Said once, at its field.
    await expect(page.getByText("Your card's expiration year is in the past.")).toHaveCount(1);
  });

  // The seller's side: the paid phone waits for its release from NEIR, then for the buyer's code.
  const sellerPage = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto('/dashboard');
  await expect(sellerPage.getByRole('link', { name: 'Release from NEIR: Todo Redmi 12' })).toHaveAttribute('href', `/dashboard/deals/${paid}`);
});
