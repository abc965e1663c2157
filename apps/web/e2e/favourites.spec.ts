// Issue 22: a buyer keeps a phone to come back to, on a 360 px phone. Signed out, the heart asks
// them to sign in first; the heart then keeps the listing, which the dashboard's Favourites page
// shows; the seller lowers the price, and once the scheduler has run the buyer's bell tells of
// the drop and leads to the listing, and the drop comes by mail too. Nothing scrolls sideways, and axe finds nothing serious.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, listDevice, moveClock } from './support/deals';
import { mailText, mailsTo } from './support/mailpit';
import { registerThroughApi } from './support/users';
import { expectAccessible, navbar, scrollsSideways, signIn, toast } from './support/ui';

const PHONE = { viewport: { width: 360, height: 740 } };

test('favourite a phone, the seller lowers its price, and the bell tells the buyer', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Fav Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Fav Buyer');
  const device = `Heart Phone ${randomBytes(3).toString('hex')}`;
  const sellerSession = await apiSession(request, seller);
  const productId = await listDevice(request, sellerSession, device, 18_500);
  const page = await (await browser.newContext(PHONE)).newPage();
  const heart = page.getByRole('button', { name: `Save ${device} to favourites` });

  await test.step('signed out, the heart leads to sign-in, and back to the results', async () => {
    await page.goto(`/search?q=${encodeURIComponent(device)}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, buyer, { navigate: false });
    await expect(page).toHaveURL(/\/search\?q=/);
  });

  await test.step('the heart keeps the phone', async () => {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Saved to your favourites')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the results with a favourite');
  });

  await test.step('the Favourites page shows it, on sale, at its price', async () => {
    await page.goto('/dashboard/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: device }) });
    await expect(row).toContainText('৳18,500');
    await expect(row).toContainText('On sale');
    await expect(row.getByRole('button', { name: `Remove ${device}` })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the Favourites page');
  });

  await test.step('the seller lowers the price; after the scheduler runs, the bell tells the buyer and leads to the listing', async () => {
    const lowered = await request.patch(`/api/products/${productId}`, { headers: sellerSession.auth, data: { resalePrice: 16_000 } });
    expect(lowered.status(), await lowered.text()).toBe(200);
    // POST /testing/clock with no time passing: the scheduler runs once, as it would within seconds.
    await moveClock(request, 0);
    await page.reload();
    await navbar(page).getByRole('button', { name: /^Notifications/ }).click();
    const news = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`Price drop: ${device} is now ৳16,000 \\(was ৳18,500\\)`) });
    await expect(news).toBeVisible();
    await news.click();
    await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
    await expect(page.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the price drop comes by mail too, with the listing and a one-click unsubscribe', async () => {
    const mails = await mailsTo(request, buyer.email);
    expect(mails.map((m) => m.Subject)).toEqual([`Price drop: ${device} is now ৳16,000`]);
    const text = await mailText(request, mails[0]!.ID);
    expect(text).toContain('(it was ৳18,500)');
    expect(text).toContain(`/product/${productId}`);
    expect(text).toMatch(/\/unsubscribe\?token=/);
  });
});
