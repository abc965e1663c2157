// Issue 22, offers, on a 360 px phone in two browsers: the buyer offers below the asking price on
// the listing's page (the bounds beside the field, an amount out of them refused at it), the seller
// counters from the dashboard's Offers page, the buyer accepts the counter and pays it with the
// sandbox's good card, and the deal shows the agreed price. axe finds nothing serious on the way.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, listDevice } from './support/deals';
import { registerThroughApi } from './support/users';
import { expectAccessible, payWithGoodCard, scrollsSideways, signIn } from './support/ui';

test('offer → counter → accept → pay: the deal is at the agreed price', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Offer Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Offer Buyer');
  const device = `Bargain Phone ${randomBytes(3).toString('hex')}`;
  // Asking ৳18,500: offers from ৳9,250 to ৳18,499.
  const productId = await listDevice(request, await apiSession(request, seller), device, 18_500);

  const phone = { viewport: { width: 360, height: 740 } };
  const buyerPage = await (await browser.newContext(phone)).newPage();
  const sellerPage = await (await browser.newContext(phone)).newPage();
  await signIn(buyerPage, buyer);
  await signIn(sellerPage, seller);

  await test.step('the buyer offers ৳12,000 on the listing\'s page, after an amount out of the bounds is refused at the field', async () => {
    await buyerPage.goto(`/product/${productId}`);
    const section = buyerPage.getByRole('region', { name: 'Make an offer' });
    await section.getByRole('button', { name: 'Make an offer' }).click();
    await expect(section.getByText('From ৳9,250 to ৳18,499: at least half the asking price, and below it.')).toBeVisible();
    const amount = section.getByRole('textbox', { name: 'Your offer (taka)' });
    await amount.fill('5000');
    await section.getByRole('button', { name: 'Send offer' }).click();
    await expect(section.getByText('Offer from ৳9,250 to ৳18,499: at least half the asking price, and below it')).toBeVisible();
    expect(await scrollsSideways(buyerPage)).toBe(false);
    await expectAccessible(buyerPage, 'the offer form on a listing');
    await amount.fill('12000');
    await section.getByRole('button', { name: 'Send offer' }).click();
    const mine = section.getByRole('article', { name: 'Your offer' });
    await expect(mine).toContainText('Open');
    await expect(mine).toContainText('৳12,000');
    await expect(mine).toContainText('Waiting for the other side');
  });

  await test.step('the seller finds it on the Offers page and counters with ৳16,000', async () => {
    // On a phone the dashboard's links are in its drawer; the page is the same.
    await sellerPage.goto('/dashboard/offers');
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    const card = sellerPage.getByRole('article', { name: device });
    await expect(card).toContainText(`Offer from ${buyer.name}`);
    await expect(card).toContainText('Your turn to answer');
    expect(await scrollsSideways(sellerPage)).toBe(false);
    await expectAccessible(sellerPage, 'the seller\'s Offers page');
    await card.getByRole('button', { name: 'Counter' }).click();
    await card.getByRole('textbox', { name: 'Your counter-offer (taka)' }).fill('16000');
    await card.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(card).toContainText('Countered');
    await expect(card).toContainText('Waiting for the other side');
  });

  await test.step('the buyer accepts the counter and pays the agreed price', async () => {
    await buyerPage.goto('/dashboard/offers');
    const card = buyerPage.getByRole('article', { name: device });
    await expect(card).toContainText('৳16,000');
    await expect(card).toContainText('Your turn to answer');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card).toContainText('Accepted');
    await card.getByRole('link', { name: 'Pay the agreed price' }).click();
    await expect(buyerPage.getByText('৳16,000').first()).toBeVisible();
    await payWithGoodCard(buyerPage);
  });

  await test.step('the deal shows the agreed price, to the buyer and to the seller', async () => {
    await buyerPage.getByRole('link', { name: `Open deal for ${device}` }).first().click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: device })).toBeVisible();
    await expect(buyerPage.getByText('৳16,000').first()).toBeVisible();
    await expect(buyerPage.getByText('৳18,500')).toHaveCount(0);
    await sellerPage.reload();
    const card = sellerPage.getByRole('article', { name: device });
    await expect(card).toContainText('Accepted');
    await card.getByRole('link', { name: 'Open the deal' }).click();
    await expect(sellerPage.getByText('৳16,000').first()).toBeVisible();
  });
});
