// Issue 24: a question to the seller before booking, at two phones (360 x 740). A visitor is asked
// to sign in and comes back to the questions; the buyer asks; the seller's bell tells of it and
// leads to the listing's questions, where they answer; the buyer sees the answer without a reload,
// and their bell tells of it; the section reads in Bangla; nothing scrolls sideways.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiSession, listDevice } from './support/deals';
import { registerThroughApi } from './support/users';
import { navbar } from './support/ui';
import type { Account } from './support/demo-data';

const PHONE = { width: 360, height: 740 };

/** The page is no wider than the phone's screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Signs in on /login (already there, or opened); on a phone Sign out is in the menu, so the navbar's link named for the account says it is done. */
async function signIn(page: Page, account: Account, { navigate = true } = {}): Promise<void> {
  if (navigate) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(navbar(page).getByRole('link', { name: account.name })).toBeVisible();
}

async function openNotification(page: Page, text: string): Promise<void> {
  await navbar(page).getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: new RegExp(text) }).click();
}

test('a buyer asks the seller before booking; the seller is notified and answers; the buyer reads the answer, in English and Bangla', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Ask Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Ask Buyer');
  const device = `Question Phone ${randomBytes(3).toString('hex')}`;
  const productId = await listDevice(request, await apiSession(request, seller), device);
  const question = 'Is the battery original, and does 4G work with Grameenphone?';
  const answer = 'Yes, original battery, and 4G works with GP.';

  const buyerPage = await (await browser.newContext({ viewport: PHONE })).newPage();
  const sellerPage = await (await browser.newContext({ viewport: PHONE })).newPage();

  await test.step('a visitor is asked to sign in, and comes back to the listing', async () => {
    await buyerPage.goto(`/product/${productId}`);
    await expect(buyerPage.getByRole('heading', { level: 2, name: 'Ask the seller' })).toBeVisible();
    await buyerPage.getByRole('link', { name: 'Sign in to ask the seller a question' }).click();
    await expect(buyerPage).toHaveURL(/\/login$/);
    await signIn(buyerPage, buyer, { navigate: false });
    await expect(buyerPage).toHaveURL(new RegExp(`/product/${productId}#questions$`));
  });

  await test.step('the buyer asks; the question shows in their thread', async () => {
    await expect(buyerPage.getByText('Only you and the seller see your questions.', { exact: false })).toBeVisible();
    await buyerPage.getByRole('textbox', { name: 'Your question' }).fill(question);
    await buyerPage.getByRole('button', { name: 'Send question' }).click();
    const log = buyerPage.getByRole('log', { name: `Questions and answers with ${buyer.name}` });
    await expect(log).toContainText(question);
    await expect(buyerPage.getByRole('textbox', { name: 'Ask another question' })).toBeVisible();
    await expectNoSidewaysScroll(buyerPage);
  });

  await test.step("the seller's bell tells of the question and leads to it; they answer", async () => {
    await signIn(sellerPage, seller);
    await openNotification(sellerPage, `New question about ${device}`);
    await expect(sellerPage).toHaveURL(new RegExp(`/product/${productId}#questions$`));
    const thread = sellerPage.getByRole('listitem').filter({ has: sellerPage.getByRole('heading', { name: `Questions from ${buyer.name}` }) });
    await expect(thread.getByText('Waiting for your answer')).toBeVisible();
    await expect(thread.getByRole('log')).toContainText(question);
    // The seller is not offered a question of their own.
    await expect(sellerPage.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await thread.getByRole('textbox', { name: `Your answer to ${buyer.name}` }).fill(answer);
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expect(thread.getByRole('log')).toContainText(answer);
    await expect(thread.getByText('Answered', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(sellerPage);
  });

  await test.step('the buyer sees the answer without reloading, and their bell tells of it', async () => {
    await expect(buyerPage.getByRole('log', { name: `Questions and answers with ${buyer.name}` })).toContainText(answer);
    await navbar(buyerPage).getByRole('button', { name: /^Notifications/ }).click();
    await expect(buyerPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`The seller answered your question about ${device}`) })).toBeVisible();
    await buyerPage.keyboard.press('Escape');
  });

  await test.step('in Bangla: the section, the form and the thread', async () => {
    await buyerPage.goto(`/product/${productId}?lang=bn`);
    await expect(buyerPage.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(buyerPage.getByRole('heading', { level: 2, name: 'বিক্রেতাকে প্রশ্ন করুন' })).toBeVisible();
    const log = buyerPage.getByRole('log', { name: `${buyer.name}-এর সঙ্গে প্রশ্নোত্তর` });
    await expect(log).toContainText(answer);
    await expect(log.getByText('আপনি', { exact: true })).toBeVisible();
    await expect(buyerPage.getByRole('textbox', { name: 'আরেকটি প্রশ্ন করুন' })).toBeVisible();
    await expect(buyerPage.getByRole('button', { name: 'প্রশ্ন পাঠান' })).toBeVisible();
    await expectNoSidewaysScroll(buyerPage);

    await sellerPage.goto(`/product/${productId}?lang=bn`);
    await expect(sellerPage.getByRole('heading', { name: `${buyer.name}-এর প্রশ্ন` })).toBeVisible();
    await expect(sellerPage.getByText('উত্তর দেওয়া হয়েছে', { exact: true })).toBeVisible();
    await expect(sellerPage.getByRole('textbox', { name: `${buyer.name}-কে আপনার উত্তর` })).toBeVisible();
    await expect(sellerPage.getByRole('button', { name: 'উত্তর পাঠান' })).toBeVisible();
    await expectNoSidewaysScroll(sellerPage);
  });
});
