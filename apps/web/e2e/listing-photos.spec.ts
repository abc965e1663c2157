// Issue 24, on a 360 px phone: a seller lists a device with three photos and puts the third first,
// its page shows that one as the cover with the others as thumbnails, the seller edits the price
// and the page says it dropped; the new words in Bangla too. Nothing scrolls sideways.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newImei } from './support/imei';
import { makePng } from './support/png';
import { exactly, expectAccessible, scrollsSideways, toast } from './support/ui';
import { registerThroughApi } from './support/users';

test.use({ viewport: { width: 360, height: 740 } });

/** The large photo's shape, width over height, as the browser decoded it (once it has). */
async function shapeOf(page: Page, name: string): Promise<number> {
  const photo = page.locator('figure').getByRole('img', { name, exact: true });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return photo.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
}

test('a seller lists a device with 3 photos, puts the 3rd first, and drops its price; its page shows the cover first and the drop', async ({ page, request }) => {
  test.slow(); // three uploads, the edit, and the page twice in two languages
  const seller = await registerThroughApi(request, 'Seller', 'Gallery');
  const device = `E2E-${randomBytes(4).toString('hex')} Redmi Note 12`;

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(seller.email);
  await page.getByLabel('Password', { exact: true }).fill(seller.password);
  await page.getByRole('button', { name: 'login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await test.step('add the listing with three photos, the third moved to the front', async () => {
    await page.goto('/dashboard/addProduct');
    await page.getByLabel('Device name', { exact: true }).fill(device);
    await page.getByLabel('Category', { exact: true }).selectOption('smartphone');
    await page.getByLabel('IMEI', { exact: true }).fill(newImei());
    await page.getByRole('radio', { name: 'Not registered', exact: true }).check();
    await page.getByLabel('Resale price (Taka)').fill('18500');
    await page.getByLabel('Original price (Taka)').fill('26000');
    await page.getByLabel('Years of use').fill('1');
    await page.getByLabel('Contact number').fill('01711223344');
    await page.getByLabel('Location', { exact: true }).fill('Khulna');
    await page.getByLabel('Description', { exact: true }).fill('Blue, 8/128GB, with box.');
    // Three shapes, so each photo is known by its shape once the API has re-encoded it: tall, tall, wide.
    await page.getByLabel('Photos', { exact: true }).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: makePng(120, 160) },
      { name: 'back.png', mimeType: 'image/png', buffer: makePng(90, 180) },
      { name: 'box.png', mimeType: 'image/png', buffer: makePng(200, 100) },
    ]);
    const chosen = page.getByRole('list', { name: 'Chosen photos, in order' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    await expect(chosen.first()).toContainText('Cover');
    // By keyboard: the moved photo keeps the focus, so Enter moves it on.
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'the add-product form with three photos');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, `${device} is added successfully`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  });

  let listingPath = '';
  await test.step('its page shows the wide photo as the cover, three thumbnails, no sideways scroll', async () => {
    const card = page.getByRole('list', { name: 'My products' }).getByRole('listitem').filter({ hasText: device });
    const edit = card.getByRole('link', { name: 'Edit', exact: true });
    const editHref = (await edit.getAttribute('href')) ?? '';
    const id = /\/dashboard\/my-products\/([a-f0-9]{24})\/edit$/.exec(editHref)?.[1];
    expect(id).toBeTruthy();
    listingPath = `/product/${id}`;
    await page.goto(listingPath);
    await expect(page.getByRole('heading', { level: 1, name: device })).toBeVisible();
    expect(await shapeOf(page, `${device}, photo 1 of 3`)).toBeCloseTo(2, 1);
    const thumbnails = page.getByRole('region', { name: `Photos of ${device}` }).getByRole('listitem');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
    // The second thumbnail shows the first photo chosen (tall, 3:4).
    await thumbnails.nth(1).getByRole('button').click();
    expect(await shapeOf(page, `${device}, photo 2 of 3`)).toBeCloseTo(0.75, 1);
    await page.getByRole('button', { name: 'Next photo' }).click();
    expect(await shapeOf(page, `${device}, photo 3 of 3`)).toBeCloseTo(0.5, 1);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'a listing page with a gallery');
  });

  await test.step('edit the price from My products', async () => {
    await page.goto('/dashboard/my-products');
    const card = page.getByRole('list', { name: 'My products' }).getByRole('listitem').filter({ hasText: device });
    await expect(card.getByRole('link', { name: 'Edit', exact: true })).toHaveAccessibleDescription(device);
    expect(await scrollsSideways(page)).toBe(false);
    await card.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
    const price = page.getByLabel('Resale price (Taka)');
    await expect(price).toHaveValue('18500');
    await expect(page.getByRole('list', { name: 'Chosen photos, in order' }).getByRole('listitem')).toHaveCount(3);
    await price.fill('16900');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${device} is updated`)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-products$/);
  });

  await test.step('the page says the price dropped, with the new price', async () => {
    await page.goto(listingPath);
    await expect(page.getByText(/^Price dropped from ৳18,500 on \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
    await expect(page.locator('main').getByText(exactly('৳16,900')).first()).toBeVisible();
  });

  await test.step('in Bangla: the gallery, the price line, the edit words', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'bn'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByText(/^[০-৯]{1,2} \S+, [০-৯]{4} তারিখে দাম ৳১৮,৫০০ থেকে কমেছে$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'পরের ছবি' })).toBeVisible();
    await expect(page.locator('figure').getByRole('img', { name: `${device}, ৩টির মধ্যে ১ নম্বর ছবি`, exact: true })).toBeVisible();

    await page.goto('/dashboard/my-products');
    const card = page.getByRole('list', { name: 'আমার পণ্য' }).getByRole('listitem').filter({ hasText: device });
    await card.getByRole('link', { name: 'সম্পাদনা', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'বিজ্ঞাপন সম্পাদনা' })).toBeVisible();
    await expect(page.getByLabel('ছবি', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'বেছে নেওয়া ছবি, ক্রম অনুযায়ী' }).getByRole('listitem').first()).toContainText('প্রচ্ছদ');
    await expect(page.getByRole('button', { name: '২ নম্বর ছবি সরান' })).toHaveText(exactly('সরান'));
    await expect(page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' })).toBeVisible();
    await expect(page.getByText('IMEI বদলানো যায় না: অন্য ডিভাইসের জন্য নতুন বিজ্ঞাপন দিন।')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
