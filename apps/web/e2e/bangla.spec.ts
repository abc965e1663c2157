// Issue 11, "বাংলা and English": the main journeys (browse, search, book, pay) in Bangla, by the
// Bangla words a reader sees; the choice of language is remembered and sets <html lang>; numbers,
// prices and counts are written in Bangla digits; a validation message and a refusal come in Bangla.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiSession, listDevice } from './support/deals';
import { exactly, navbar, toast } from './support/ui';
import { registerThroughApi } from './support/users';

/** A price in Bangla digits, with the thousands comma: '৳১৮,৫০০' (a price badge may follow it). */
const BANGLA_TAKA = /^\s*৳[০-৯][০-৯,]*(\D|$)/;
const toBangla = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

/** The main navbar, named in Bangla. */
const banglaNavbar = (page: Page) => page.getByRole('navigation', { name: 'প্রধান' });

/** The navbar's switch names the other language in its own script. */
async function chooseBangla(page: Page): Promise<void> {
  await navbar(page).getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(banglaNavbar(page).getByRole('button', { name: 'English', exact: true })).toBeVisible();
}

test('browse and search in Bangla: the switch is remembered, Bangla words find English listings, cards and counts in Bangla digits', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseBangla(page);
  const nav = banglaNavbar(page);
  await expect(nav.getByRole('link', { name: 'হোম', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'লগইন', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'অনিবন্ধিত ব্যবহারকারী' })).toBeVisible();

  await test.step('a category in Bangla, its prices in Bangla digits', async () => {
    await page.getByRole('link', { name: 'সব দেখুন: স্মার্টফোন' }).click();
    await expect(page).toHaveURL(/\/category\/smartphone$/);
    await expect(page.getByRole('heading', { level: 1, name: 'স্মার্টফোন' })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card.getByRole('button', { name: 'এখনই বুক করুন' })).toBeVisible();
    const price = card.locator('dt', { hasText: exactly('বিক্রয়মূল্য') }).locator('xpath=following-sibling::dd[1]');
    await expect(price).toHaveText(BANGLA_TAKA);
    // The demo's posted dates were written by the English form ('22 Nov 2026'): read in Bangla.
    const posted = card.locator('dt', { hasText: exactly('পোস্টের তারিখ') }).locator('xpath=following-sibling::dd[1]');
    await expect(posted).toHaveText(/^[০-৯]{1,2} \S+, [০-৯]{4}$/);
    await expect(page.getByText('Book Now')).toHaveCount(0);
  });

  await test.step('a reload keeps Bangla (remembered), and English comes back with one press', async () => {
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'স্মার্টফোন' })).toBeVisible();
  });

  await test.step('search: the box, the result count and the cards in Bangla', async () => {
    const box = nav.getByRole('combobox', { name: 'ফোন, ব্র্যান্ড, শহর খুঁজুন' });
    // Typed in Bangla, as a Bangla reader would: the English listings are found.
    await box.fill('আইফোন');
    await expect(page.getByRole('listbox', { name: 'পরামর্শ' })).toBeVisible();
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('আইফোন')}`);
    const count = page.getByRole('status').filter({ hasText: /^\s*[০-৯]+টি ফলাফল\s*$/ });
    await expect(count).toBeVisible();
    // The category's cards stay on screen until the search's answer replaces them: the count
    // must come to match the cards shown (the demo's iPhones fit on one page).
    const cards = page.getByRole('article');
    await expect
      .poll(async () => {
        const shown = await cards.count();
        return shown > 0 && (await count.textContent())?.trim() === `${toBangla(shown)}টি ফলাফল`;
      })
      .toBe(true);
    await expect(cards.first()).toContainText(/iphone/i);
    await expect(page.getByRole('article').first().getByRole('button', { name: 'এখনই বুক করুন' })).toBeVisible();
  });

  await test.step('English again: the spec’s words', async () => {
    await nav.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(navbar(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Book Now' })).toBeVisible();
    const posted = page.getByRole('article').first().locator('dt', { hasText: exactly('Posted Date') }).locator('xpath=following-sibling::dd[1]');
    await expect(posted).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });
});

test('a buyer signs in, books and pays in Bangla: Bangla validation, toasts and refusal', async ({ page, request }) => {
  test.slow(); // sign-in, booking and two card attempts
  const seller = await apiSession(request, await registerThroughApi(request, 'Seller', 'Bangla seller'));
  const deviceName = `Bangla Galaxy ${Date.now().toString(36)}`;
  const listingId = await listDevice(request, seller, deviceName, 18_500);
  const buyer = await registerThroughApi(request, 'Buyer', 'Bangla buyer');

  await test.step('login in Bangla: an empty form says so in Bangla', async () => {
    await page.goto('/login?lang=bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(page.getByText(exactly('ইমেইল ঠিকানা দিতে হবে'))).toBeVisible();
    await page.getByLabel('ইমেইল', { exact: true }).fill(buyer.email);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(banglaNavbar(page).getByRole('button', { name: 'সাইন আউট' })).toBeVisible();
  });

  await test.step('book from the listing page, in Bangla', async () => {
    await page.goto(`/product/${listingId}`);
    await expect(page.getByRole('heading', { level: 1, name: deviceName })).toBeVisible();
    await page.getByRole('button', { name: 'এখনই বুক করুন' }).click();
    const modal = page.getByRole('dialog', { name: `${deviceName} বুক করুন` });
    await expect(modal.getByLabel('দাম', { exact: true })).toHaveValue('৳১৮,৫০০');
    await modal.getByLabel('যোগাযোগ নম্বর').fill('01712345678');
    await modal.getByLabel('এলাকা').fill('মিরপুর, ঢাকা');
    await modal.getByRole('button', { name: 'জমা দিন' }).click();
    await expect(toast(page, 'বুকিং নিশ্চিত হয়েছে')).toBeVisible();
    const next = page.getByRole('dialog', { name: 'বুক হয়েছে: রাখতে এখন পরিশোধ করুন' });
    await expect(next.getByRole('link', { name: 'এখনই পরিশোধ করুন' })).toBeVisible();
    await next.getByRole('button', { name: 'পরে আমার অর্ডার থেকে পরিশোধ করুন' }).click();
  });

  await test.step('My Orders and the payment screen in Bangla', async () => {
    await page.goto('/dashboard/my-orders');
    const row = page.getByRole('table', { name: 'আমার অর্ডার' }).getByRole('row').filter({ hasText: deviceName });
    await expect(row).toContainText('৳১৮,৫০০');
    await row.getByRole('link', { name: `পরিশোধ করুন: ${deviceName}` }).click();
    await expect(page.getByText(exactly('অনুগ্রহ করে ১৮৫০০ টাকা পরিশোধ করুন'))).toBeVisible();
  });

  const pay = page.getByRole('button', { name: 'পরিশোধ করুন', exact: true });
  await test.step('a declined card is refused in Bangla, then a good card pays', async () => {
    await page.getByLabel('কার্ড নম্বর').fill('4000 0000 0000 0002');
    await page.getByLabel('মেয়াদ (মাস/বছর)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: /[\u0980-\u09FF]/ })).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toHaveCount(0);

    await page.getByLabel('কার্ড নম্বর').fill('4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByText(exactly('পেমেন্ট সম্পন্ন'))).toBeVisible();
    await expect(toast(page, 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    const row = page.getByRole('table', { name: 'আমার অর্ডার' }).getByRole('row').filter({ hasText: deviceName });
    await expect(row.getByText(exactly('পরিশোধিত'))).toBeVisible();
  });
});
