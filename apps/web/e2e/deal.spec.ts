// Issue 9: a whole deal with two people at two browsers. The buyer books, the seller sees it in My
// sales, the buyer pays, they message, the seller enters the buyer's handover code, the buyer opens
// a warranty claim with a photo, and an Admin refunds it; each side sees each step.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN } from './support/demo-data';
import { apiSession, listDevice } from './support/deals';
import { makePng } from './support/png';
import { registerThroughApi } from './support/users';
import { exactly, openDashboardScreen, payWithGoodCard, signIn, toast } from './support/ui';

/** The deal page's status badge and heading area. */
const dealStatus = (page: Page, label: string) => page.getByText(exactly(label)).first();

test('book, see it in My sales, pay, message, hand over with the code, claim, and an Admin refunds', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Deal Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Deal Buyer');
  const device = `Deal Phone ${randomBytes(3).toString('hex')}`;
  const productId = await listDevice(request, await apiSession(request, seller), device);

  const buyerPage = await (await browser.newContext()).newPage();
  const sellerPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(buyerPage, buyer);
  await signIn(sellerPage, seller);

  await test.step('the buyer books the device from its page', async () => {
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('button', { name: 'Book Now' }).click();
    const modal = buyerPage.getByRole('dialog', { name: `Book ${device}` });
    await modal.getByLabel('Contact number').fill('01811223344');
    await modal.getByLabel('Location').fill('Dhanmondi 27, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(buyerPage, 'Booking confirmed')).toBeVisible();
    // What comes next, at once: the booking lapses unpaid.
    const next = buyerPage.getByRole('dialog', { name: 'Booked: now pay to keep it' });
    await expect(next).toContainText(`${device} is held for you until`);
    await expect(next.getByRole('link', { name: 'Pay now' })).toBeVisible();
  });

  await test.step('the seller sees it in My sales at once, with the buyer and what to do next', async () => {
    await openDashboardScreen(sellerPage, 'My sales');
    const row = sellerPage.getByRole('table', { name: 'My sales' }).getByRole('row').filter({ hasText: device });
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText('01811223344');
    await expect(row).toContainText('Dhanmondi 27, Dhaka');
    await expect(row).toContainText('Booked');
  });

  let code = '';
  await test.step('the buyer pays and gets a 6-digit handover code', async () => {
    // Straight from the booking's next step: no trip through the dashboard.
    await buyerPage.getByRole('dialog', { name: 'Booked: now pay to keep it' }).getByRole('link', { name: 'Pay now' }).click();
    await payWithGoodCard(buyerPage);
    const paidRow = buyerPage.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: device });
    const codeText = paidRow.getByText(/^\s*\d{6}\s*$/);
    await expect(codeText).toBeVisible();
    code = (await codeText.innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
  });

  await test.step('they message each other on the deal page, without reloading', async () => {
    await buyerPage.getByRole('link', { name: `Open deal for ${device}` }).first().click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: device })).toBeVisible();
    await buyerPage.getByLabel('Message', { exact: true }).fill('Can we meet at Dhanmondi 27 at 6 pm?');
    await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(buyerPage.getByRole('log', { name: 'Messages' })).toContainText('Can we meet at Dhanmondi 27 at 6 pm?');

    await sellerPage.reload();
    await sellerPage.getByRole('link', { name: `Open deal for ${device}` }).first().click();
    await expect(sellerPage.getByRole('log', { name: 'Messages' })).toContainText('Can we meet at Dhanmondi 27 at 6 pm?');
    // The seller sees the deal paid, and no code: only the buyer has it.
    await expect(dealStatus(sellerPage, 'Paid')).toBeVisible();
    await expect(sellerPage.getByText(code, { exact: true })).toHaveCount(0);
    await sellerPage.getByLabel('Message', { exact: true }).fill('Yes, see you there.');
    await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
    // The buyer's open page shows the answer by itself (the thread is polled).
    await expect(buyerPage.getByRole('log', { name: 'Messages' })).toContainText('Yes, see you there.', { timeout: 15_000 });
  });

  await test.step('the seller releases the phone from NEIR, which the code waits for', async () => {
    await expect(sellerPage.getByLabel('Handover code')).toHaveCount(0);
    await sellerPage.getByRole('button', { name: 'I have de-registered it' }).click();
    await expect(toast(sellerPage, `${device} is released from NEIR`)).toBeVisible();
  });

  await test.step('the seller enters a wrong code, is told the tries left, then the buyer\'s code hands the device over', async () => {
    const wrong = code === '000000' ? '111111' : '000000';
    await sellerPage.getByLabel('Handover code').fill(wrong);
    await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(sellerPage.getByText("That is not the buyer's handover code. 4 tries left.").first()).toBeVisible();
    await sellerPage.getByLabel('Handover code').fill(code);
    await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(dealStatus(sellerPage, 'Handed over')).toBeVisible();
    await buyerPage.reload();
    await expect(dealStatus(buyerPage, 'Handed over')).toBeVisible();
  });

  await test.step('the buyer opens a warranty claim with a photo', async () => {
    await buyerPage.getByRole('button', { name: 'Open a claim' }).click();
    const claim = buyerPage.getByRole('form', { name: 'Claim' });
    await claim.getByLabel('Reason').selectOption({ label: 'Not working' });
    await claim.getByLabel('What is wrong').fill('The screen goes black after a minute.');
    await claim.getByLabel(/^Photos/).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: makePng() });
    await expect(claim.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await expect(dealStatus(buyerPage, 'Claim open')).toBeVisible();
  });

  await test.step('an Admin finds it in Claims, reads the deal and its messages, and refunds the buyer', async () => {
    await signIn(adminPage, DEMO_ADMIN);
    await openDashboardScreen(adminPage, 'Claims');
    await adminPage.getByRole('link', { name: `Open deal for ${device}` }).click();
    await expect(adminPage.getByRole('log', { name: 'Messages' })).toContainText('Yes, see you there.');
    await expect(adminPage.getByText('The screen goes black after a minute.')).toBeVisible();
    await adminPage.getByLabel('Refund the buyer').check();
    await adminPage.getByLabel('Note to both sides').fill('The seller could not repair it in time. Refunded in full.');
    await adminPage.getByRole('button', { name: 'Record decision' }).click();
    await expect(toast(adminPage, 'The buyer is refunded')).toBeVisible();
  });

  await test.step('both sides see the refund and the Admin\'s note', async () => {
    for (const page of [buyerPage, sellerPage]) {
      await page.reload();
      await expect(dealStatus(page, 'Refunded')).toBeVisible();
      await expect(page.getByText('The seller could not repair it in time. Refunded in full.').first()).toBeVisible();
    }
  });
});
