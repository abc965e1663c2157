// Issue 22: a buyer saves a search on a 360 px phone, a seller lists a phone that matches, and
// once the scheduler has run the buyer's bell tells of it (the digest) and leads to the saved
// searches, where the search opens its results, is renamed and deleted. Nothing scrolls sideways,
// and axe finds nothing serious.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, listDevice, moveClock } from './support/deals';
import { mailText, mailsTo } from './support/mailpit';
import { registerThroughApi } from './support/users';
import { expectAccessible, navbar, phoneCard, scrollsSideways, signIn, toast } from './support/ui';

const PHONE = { viewport: { width: 360, height: 740 } };

test('save a search, a matching phone is listed, and the digest comes to the bell', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Digest Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Digest Buyer');
  const word = `Zyx${randomBytes(3).toString('hex')}`;
  const device = `${word} Phone`;
  const page = await (await browser.newContext(PHONE)).newPage();
  await signIn(page, buyer);

  await test.step('the buyer saves the search, named as they like', async () => {
    await page.goto(`/search?q=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(word);
    await dialog.getByLabel('Name').fill(`Alert ${word}`);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the save-search dialog');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(toast(page, 'Search saved: we will tell you about new listings')).toBeVisible();
  });

  await test.step('saved again (a second tap, another day), it is the one saved, not a second', async () => {
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save search' }).click();
    await expect(toast(page, `Already saved as “Alert ${word}”: we will tell you about new listings`)).toBeVisible();
  });

  await test.step('a seller lists a matching phone; after the scheduler runs, the bell tells the buyer', async () => {
    await listDevice(request, await apiSession(request, seller), device);
    // POST /testing/clock with no time passing: the scheduler runs once, as it would within seconds.
    await moveClock(request, 0);
    await page.reload();
    await navbar(page).getByRole('button', { name: /^Notifications/ }).click();
    const digest = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`1 new listing matches your saved search “Alert ${word}”`) });
    await expect(digest).toBeVisible();
    await digest.click();
    await expect(page).toHaveURL(/\/dashboard\/saved-searches$/);
  });

  await test.step('the digest comes by mail too, leading to the saved searches', async () => {
    const mails = await mailsTo(request, buyer.email);
    expect(mails.map((m) => m.Subject)).toEqual([`1 new listing for “Alert ${word}”`]);
    expect(await mailText(request, mails[0]!.ID)).toContain('/dashboard/saved-searches');
  });

  await test.step('the saved search opens its results, with the new phone', async () => {
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Alert ${word}` }) });
    await expect(row).toContainText(`“${word}”`);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the Saved searches page');
    await row.getByRole('link', { name: `Show results for Alert ${word}` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(phoneCard(page, device)).toBeVisible();
  });

  await test.step('the buyer renames it, then deletes it', async () => {
    await page.goto('/dashboard/saved-searches');
    await page.getByRole('button', { name: `Rename Alert ${word}` }).click();
    await page.getByLabel(`New name for Alert ${word}`).fill(`Phones ${word}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Search renamed')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Phones ${word}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete Phones ${word}` }).click();
    await page.getByRole('dialog', { name: 'Delete this saved search?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Saved search deleted')).toBeVisible();
    await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
  });
});
