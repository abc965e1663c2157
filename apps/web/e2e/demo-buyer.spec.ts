// Issue 4: the demo buyer can sign in and book a device.
import { expect, test } from './support/test';
import { DEMO_BUYER, seededListing } from './support/demo-data';
import { exactly, navbar, openDashboardScreen, phoneCard, signIn, toast } from './support/ui';

// Not advertised, and no other test books it.
const listing = seededListing('symphony-b69');

test('the demo buyer signs in, sees their name, books a seeded device and signs out', async ({ page }) => {
  await page.goto('/');
  const nav = navbar(page);
  await expect(nav.getByRole('link', { name: 'Unregistered User' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();

  await signIn(page, DEMO_BUYER);
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: DEMO_BUYER.name })).toHaveText(exactly(DEMO_BUYER.name));
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'See All Feature Phones' }).click();
  await phoneCard(page, listing.deviceName).getByRole('button', { name: 'Book Now' }).click();
  const modal = page.getByRole('dialog', { name: `Book ${listing.deviceName}` });
  await expect(modal.getByLabel('Name', { exact: true })).toHaveValue(DEMO_BUYER.name);
  await expect(modal.getByLabel('Email', { exact: true })).toHaveValue(DEMO_BUYER.email);
  await modal.getByLabel('Contact number').fill('01700000102');
  await modal.getByLabel('Location').fill('Dhanmondi 27, Dhaka');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Booking confirmed')).toBeVisible();
  await page.getByRole('dialog', { name: 'Booked: now pay to keep it' }).getByRole('button', { name: 'Pay later from My Orders' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await openDashboardScreen(page, 'My Orders');
  const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: listing.deviceName });
  await expect(row).toContainText(DEMO_BUYER.name);
  await expect(row).toContainText(`৳${listing.resalePrice.toLocaleString('en-US')}`);
  await expect(row.getByRole('link', { name: `Pay for ${listing.deviceName}` })).toHaveText(exactly('Pay'));

  await nav.getByRole('button', { name: 'Sign out' }).click();
  await expect(nav.getByRole('link', { name: 'Unregistered User' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});
