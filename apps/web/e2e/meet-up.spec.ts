// Issue 21: the meet-up of a phone, made legal, on a 360 px phone in two browsers. The buyer pays,
// reads the phone's IMEI and records the KYD answer; the seller's code entry waits for the NEIR
// release, which the buyer is told about; the phone being sold runs the device check from the
// buyer's link in a third browser; the seller releases it, takes the code; the buyer confirms the
// phone registered under their NID. In Bangla too, and axe finds nothing serious.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, bookDevice, listDevice, payBooking } from './support/deals';
import { registerThroughApi } from './support/users';
import { exactly, expectAccessible, scrollsSideways, signIn, toast } from './support/ui';

test('pay, check the IMEI by KYD, release from NEIR, hand over, confirm the registration', async ({ browser, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Meet Seller');
  const buyer = await registerThroughApi(request, 'Buyer', 'Meet Buyer');
  const device = `Meet Phone ${randomBytes(3).toString('hex')}`;
  const productId = await listDevice(request, await apiSession(request, seller), device);
  const buyerSession = await apiSession(request, buyer);
  const bookingId = await bookDevice(request, buyerSession, productId);
  await payBooking(request, buyerSession, bookingId);

  const phone = { viewport: { width: 360, height: 740 } };
  const buyerPage = await (await browser.newContext(phone)).newPage();
  const sellerPage = await (await browser.newContext(phone)).newPage();
  await signIn(buyerPage, buyer);
  await signIn(sellerPage, seller);
  const dealPage = `/dashboard/deals/${bookingId}`;

  let code = '';
  let imeiShown = '';
  await test.step('the buyer reads the IMEI, with an SMS to 16002 ready, and records what KYD answered', async () => {
    await buyerPage.goto(dealPage);
    const check = buyerPage.getByRole('region', { name: "Check the phone's IMEI" });
    await expect(check).toBeVisible();
    const imei = (await check.getByText(/^\d{15}$/).first().innerText()).trim();
    await expect(check.getByRole('link', { name: `Send KYD for …${imei.slice(-4)}` })).toHaveAttribute('href', `sms:16002?body=KYD%20${imei}`);
    await expect(check).toContainText('The seller has not yet released the phone from NEIR.');
    await check.getByRole('radio', { name: 'Valid', exact: true }).check();
    await check.getByRole('button', { name: 'Save the answer' }).click();
    await expect(toast(buyerPage, 'Your KYD check is saved')).toBeVisible();
    await expect(check).toContainText('Your KYD check: Valid');
    expect(await scrollsSideways(buyerPage)).toBe(false);
    await expectAccessible(buyerPage, 'the buyer\'s deal page before the release');
    code = (await buyerPage.getByText(/^\s*\d{6}\s*$/).first().innerText()).trim();
    imeiShown = imei;
  });

  await test.step('the device check: the buyer\'s link (and its QR code) opens on the phone being sold, with no sign-in there', async () => {
    const panel = buyerPage.getByRole('region', { name: 'Check the device at the meet-up' });
    await panel.getByRole('button', { name: 'Get the check link' }).click();
    await expect(panel.getByRole('img', { name: 'QR code of the check link' })).toBeVisible();
    const href = await panel.getByRole('link', { name: /\/check\// }).getAttribute('href');
    const phonePage = await (await browser.newContext(phone)).newPage();
    await phonePage.goto(new URL(href!).pathname);
    await expect(phonePage.getByRole('heading', { level: 1, name: `Check ${device}` })).toBeVisible();
    await phonePage.getByRole('button', { name: 'Show the colours' }).click();
    for (let i = 0; i < 5; i += 1) await phonePage.getByRole('button', { name: /^Colour \d of 5/ }).click();
    await phonePage.getByRole('region', { name: 'Screen', exact: true }).getByText('Works', { exact: true }).click();
    await phonePage.getByRole('region', { name: 'Speaker', exact: true }).getByText("Doesn't work", { exact: true }).click();
    await phonePage.getByLabel('IMEI of this phone').fill(imeiShown);
    await phonePage.getByRole('button', { name: 'Save the check' }).click();
    await expect(phonePage.getByRole('status').filter({ hasText: 'IMEI' })).toHaveText("The IMEI matches the listing's.");
    expect(await scrollsSideways(phonePage)).toBe(false);
    await buyerPage.reload();
    await expect(buyerPage.getByText("IMEI matches the listing's")).toBeVisible();
  });

  await test.step('the seller sees what the buyer found, no IMEI, and the code entry waiting for the release', async () => {
    await sellerPage.goto(dealPage);
    await expect(sellerPage.getByText(/^The buyer's KYD check: Valid/)).toBeVisible();
    await expect(sellerPage.getByText("IMEI matches the listing's")).toBeVisible();
    await expect(sellerPage.getByText(/^\d{15}$/)).toHaveCount(0);
    const release = sellerPage.getByRole('region', { name: 'Release the phone from NEIR' });
    await expect(release).toContainText('Dial *16161# from a SIM registered to your NID');
    await expect(sellerPage.getByLabel('Handover code')).toHaveCount(0);
    expect(await scrollsSideways(sellerPage)).toBe(false);
    await expectAccessible(sellerPage, 'the seller\'s deal page before the release');
    await release.getByRole('button', { name: 'I have de-registered it' }).click();
    await expect(toast(sellerPage, `${device} is released from NEIR`)).toBeVisible();
  });

  await test.step('the buyer is told, and the seller takes the code', async () => {
    await buyerPage.reload();
    await expect(buyerPage.getByText(/^The seller released the phone from NEIR on /)).toBeVisible();
    await sellerPage.getByLabel('Handover code').fill(code);
    await sellerPage.getByRole('button', { name: 'Confirm handover' }).click();
    await expect(sellerPage.getByText(exactly('Handed over')).first()).toBeVisible();
  });

  await test.step('the buyer confirms, in Bangla, that the phone registered under their NID', async () => {
    await buyerPage.evaluate(() => localStorage.setItem('language', 'bn'));
    await buyerPage.reload();
    const confirm = buyerPage.getByRole('button', { name: 'নিবন্ধিত হয়েছে' });
    await expect(confirm).toBeVisible();
    await expectAccessible(buyerPage, 'the buyer\'s deal page after the handover, in Bangla');
    await confirm.click();
    await expect(toast(buyerPage, 'ধন্যবাদ: নিবন্ধন নিশ্চিত করা হয়েছে')).toBeVisible();
    await expect(buyerPage.getByText(/নিশ্চিত করেছেন যে ফোনটি নিবন্ধিত হয়েছে/)).toBeVisible();
  });
});
