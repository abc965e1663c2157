// Issue 3, journey 2: the demo seller lists a device with a photo, advertises it, sees it on the
// home page and in its category, then deletes it.
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { DEMO_SELLER } from './support/demo-data';
import { newImei } from './support/imei';
import { makePng } from './support/png';
import { dashboardDrawer, exactly, openDashboardScreen, phoneCard, signIn, toast } from './support/ui';

test('a Seller adds a product with a photo, sends it for advertise, and deletes it', async ({ page }) => {
  test.slow(); // upload, four screens and three round trips to the home page and the category
  // Unique within the advertise tile's first 12 characters, so its tile is told apart too.
  const device = `E2E-${randomBytes(4).toString('hex')} Galaxy Tab S6 Lite`;
  const tileName = device.slice(0, 12);

  await signIn(page, DEMO_SELLER);

  await test.step('add the product', async () => {
    await openDashboardScreen(page, 'Add a product');
    await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
    await page.getByLabel('Device name', { exact: true }).fill(device);
    // The brand is guessed from the name ("Galaxy" is a Samsung line) until the seller picks one.
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Samsung');
    await expect(page.getByLabel('Seller name', { exact: true })).toHaveValue(DEMO_SELLER.name);
    await page.getByLabel('Category', { exact: true }).selectOption('tablet');
    // A tablet may go without an IMEI; this one has a SIM slot, so its seller gives it.
    await page.getByLabel('IMEI (optional for tablets)', { exact: true }).fill(newImei());
    // With an IMEI, its seller says whether it is registered in NEIR.
    await page.getByRole('group', { name: 'NEIR registration' }).getByRole('radio', { name: 'Registered in NEIR', exact: true }).check();
    await page.getByLabel('Condition', { exact: true }).selectOption('good');
    await page.getByLabel('Resale price (Taka)').fill('18500');
    await page.getByLabel('Original price (Taka)').fill('32000');
    await page.getByLabel('Years of use').fill('1.5');
    await page.getByLabel('Contact number').fill('01711223344');
    await page.getByLabel('Location', { exact: true }).fill('Uttara, Dhaka');
    await page.getByLabel('Description', { exact: true }).fill('Grey, 4/64GB, S Pen included. Small dent on one corner.');
    await page.getByLabel('Posted date').fill('22 Nov 2025');
    await page.getByLabel('Photos', { exact: true }).setInputFiles({ name: 'tablet.png', mimeType: 'image/png', buffer: makePng() });
    await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, `${device} is added successfully`)).toBeVisible();
  });

  const table = page.getByRole('table', { name: 'My products' });
  const row = table.getByRole('row').filter({ hasText: device });
  await test.step('it lands on My products', async () => {
    await expect(page).toHaveURL(/\/dashboard\/my-products$/);
    await expect(page.getByText(/^Total Products:/)).toBeVisible();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('৳18,500');
    await expect(row).toContainText('Tablets');
    // The uploaded photo is served back by the API and really decodes.
    const picture = row.getByRole('img', { name: device });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('it shows in its category grid', async () => {
    await page.goto('/category/tablet');
    const card = phoneCard(page, device);
    await expect(card).toBeVisible();
    await expect(card).toContainText(DEMO_SELLER.name);
    await expect(card).toContainText('৳18,500');
    await expect(card.getByRole('button', { name: 'Book Now' })).toBeVisible();
  });

  await test.step("'Send for advertise' adds it and disables the button", async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/my-products$/);
    const advertise = row.getByRole('button', { name: 'Send for advertise', exact: true });
    await expect(advertise).toHaveText(exactly('Send for advertise'));
    await expect(advertise).toHaveAccessibleDescription(device);
    await expect(advertise).toBeEnabled();
    await advertise.click();
    await expect(toast(page, 'Product added')).toBeVisible();
    await expect(advertise).toBeDisabled();
  });

  await test.step("it appears in the home page's Advertise Section", async () => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Advertise Section' });
    const tile = section.getByRole('listitem').filter({ has: page.getByRole('img', { name: device, exact: true }) });
    await expect(tile).toBeVisible();
    await expect(tile.getByRole('heading')).toHaveText(exactly(tileName));
    await expect(tile).toContainText(DEMO_SELLER.name);
  });

  await test.step('Delete asks first, then removes it', async () => {
    await openDashboardScreen(page, 'My products');
    await expect(row.getByRole('button', { name: 'Send for advertise', exact: true })).toBeDisabled(); // still, after a reload
    await row.getByRole('button', { name: `Delete ${device}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure want to delete?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(exactly('Are you sure want to delete?'));
    await expect(dialog.getByText(exactly(`If you delete ${device}, it can not be undone`))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, `${device} is successfully removed...`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(dashboardDrawer(page)).toBeVisible();
  });

  await test.step('it is gone from the category and the Advertise Section', async () => {
    await page.goto('/category/tablet');
    await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
    await expect(phoneCard(page, device)).toHaveCount(0);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Advertise Section' });
    await expect(section.getByRole('listitem').first()).toBeVisible();
    await expect(section.getByRole('img', { name: device, exact: true })).toHaveCount(0);
  });
});
