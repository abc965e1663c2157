// Issue 9: a deal that ends well. The device is handed over with the buyer's code; a week later
// (the API's clock moved past the 7-day warranty) the deal is completed, the buyer rates the
// seller, and the review and rating show on the seller's public page and on their listings.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, bookDevice, listDevice, moveClock, payBooking } from './support/deals';
import { registerThroughApi } from './support/users';
import { exactly, signIn } from './support/ui';

test('hand over, a week passes, the buyer reviews, and the seller page shows it', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Rated Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Happy Buyer');
  const tag = randomBytes(3).toString('hex');
  const sold = `Reviewed Phone ${tag}`;
  const other = `Other Phone ${tag}`;
  const sellerSession = await apiSession(request, seller);
  const buyerSession = await apiSession(request, buyer);
  const productId = await listDevice(request, sellerSession, sold);
  await listDevice(request, sellerSession, other, 21_000);
  const bookingId = await bookDevice(request, buyerSession, productId);
  await payBooking(request, buyerSession, bookingId);

  const buyerPage = await (await browser.newContext()).newPage();
  const sellerPage = await (await browser.newContext()).newPage();
  await signIn(buyerPage, buyer);
  await signIn(sellerPage, seller);

  let code = '';
  await test.step('the buyer reads the code on the deal page; the seller enters it', async () => {
    await buyerPage.goto(`/dashboard/deals/${bookingId}`);
    const codeText = buyerPage.getByText(/^\s*\d{6}\s*$/).first();
    await expect(codeText).toBeVisible();
    code = (await codeText.innerText()).trim();
    await sellerPage.goto(`/dashboard/deals/${bookingId}`);
    // A phone: its seller releases it from NEIR first.
    await sellerPage.getByRole('button', { name: 'I have de-registered it' }).click();
    await sellerPage.getByLabel('Handover code').fill(code);
    await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(sellerPage.getByText(exactly('Handed over')).first()).toBeVisible();
  });

  await test.step('a week and a day later the deal is completed, and the buyer rates the seller', async () => {
    await moveClock(request, 8 * 24);
    await buyerPage.reload();
    await expect(buyerPage.getByText(exactly('Completed')).first()).toBeVisible();
    await buyerPage.getByRole('radio', { name: '5 stars' }).check();
    await buyerPage.getByLabel('Comment (optional)').fill('Exactly as described, and on time.');
    await buyerPage.getByRole('button', { name: 'Post review' }).click();
    await expect(buyerPage.getByRole('button', { name: 'Post review' })).toHaveCount(0);
  });

  await test.step('the seller page shows the rating, the review and the other listing', async () => {
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('link', { name: seller.name }).first().click();
    await expect(buyerPage).toHaveURL(/\/seller\/[a-f0-9]{24}$/);
    await expect(buyerPage.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
    await expect(buyerPage.getByText('Exactly as described, and on time.')).toBeVisible();
    await expect(buyerPage.getByText(/5\.0/).first()).toBeVisible();
    await expect(buyerPage.getByText(other).first()).toBeVisible();
  });
});
