// Spec §2: the dashboard needs a signed-in user (and remembers where they were going); an
// unknown address shows the 404 image that links home.
import { expect, test } from './support/test';
import { DEMO_BUYER } from './support/demo-data';
import { signIn } from './support/ui';

test('a signed-out visit to My Orders goes to /login and, after login, back to My Orders', async ({ page }) => {
  await page.goto('/dashboard/my-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('mobile planet');
  await signIn(page, DEMO_BUYER, { navigate: false });
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
});

test('an unknown route shows the 404 image, which links home', async ({ page }) => {
  await page.goto('/no/such/page');
  const image = page.getByRole('img', { name: /404/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await image.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
});
