// Issue 22, email: a seller chooses what they get by email and in which language on a 360 px
// phone; the next deal step reaches them by mail (read through the run's Mailpit) in Bangla, as
// chosen; the mail's unsubscribe link opens a page that needs no sign-in, reads in Bangla too, and
// stops that topic with one click, which the settings page then shows. axe finds nothing serious.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { apiSession, bookDevice, listDevice } from './support/deals';
import { mailText, mailsTo } from './support/mailpit';
import { registerThroughApi } from './support/users';
import { dashboardDrawer, expectAccessible, openDashboardScreen, scrollsSideways, signIn, toast } from './support/ui';

test('email settings, a deal step by mail in the chosen language, and the one-click unsubscribe', async ({ browser, page, request }) => {
  test.slow();
  const seller = await registerThroughApi(request, 'Seller', 'Mail Seller');
  const device = `Mail Phone ${randomBytes(3).toString('hex')}`;
  const productId = await listDevice(request, await apiSession(request, seller), device);

  await test.step('the settings page is in the dashboard menu; every topic is on, in English', async () => {
    await signIn(page, seller);
    await openDashboardScreen(page, 'Email settings');
    await expect(page).toHaveURL(/\/dashboard\/email-settings$/);
    await expect(dashboardDrawer(page).getByRole('link', { name: 'Email settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
    for (const name of [/^My deals/, /^Offers/, /^Favourites/, /^Saved searches/]) await expect(page.getByRole('checkbox', { name })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  await test.step('on a phone: offers off, mail in Bangla, saved and still so after a reload', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('checkbox', { name: /^Offers/ }).uncheck();
    await page.getByRole('radio', { name: 'বাংলা (Bangla)' }).check();
    await page.getByRole('button', { name: 'Save email settings' }).click();
    await expect(toast(page, 'Your email settings are saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Offers/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^My deals/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'বাংলা (Bangla)' })).toBeChecked();
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'email settings at 360 px');
  });

  let unsubscribeLink = '';
  await test.step('a buyer books the phone: the seller gets the mail in Bangla, with a link to the deal', async () => {
    const buyer = await registerThroughApi(request, 'Buyer', 'Mail Buyer');
    const bookingId = await bookDevice(request, await apiSession(request, buyer), productId);
    const [mail] = await mailsTo(request, seller.email, 1);
    expect(mail!.Subject).toBe(`${device}-এর জন্য নতুন বুকিং`);
    const text = await mailText(request, mail!.ID);
    expect(text).toContain(`/dashboard/deals/${bookingId}`);
    unsubscribeLink = /(https?:\/\/\S+\/unsubscribe\?token=\S+)/.exec(text)![1]!;
  });

  await test.step('the unsubscribe link, signed out on a phone: Bangla, then one click in English', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    const { pathname, search } = new URL(unsubscribeLink);
    await visitor.goto(`${pathname}${search}&lang=bn`);
    await expect(visitor.getByText('আপনার লেনদেন নিয়ে ইমেইল বন্ধ করবেন?')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'আনসাবস্ক্রাইব করুন' })).toBeVisible();
    await expectAccessible(visitor, 'the unsubscribe page in Bangla');
    await visitor.goto(`${pathname}${search}&lang=en`);
    await expect(visitor.getByText('Stop emails about your deals?')).toBeVisible();
    expect(await scrollsSideways(visitor)).toBe(false);
    await expectAccessible(visitor, 'the unsubscribe page');
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(visitor.getByText('Done: we no longer email you about your deals.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Change all your email settings' })).toHaveAttribute('href', '/dashboard/email-settings');
    await visitor.context().close();
  });

  await test.step('the settings page shows deals off', async () => {
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^My deals/ })).not.toBeChecked();
  });
});
