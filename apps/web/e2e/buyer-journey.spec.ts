// Issue 3, journey 1: a new Buyer signs up, books a seeded device, is declined once, pays, and the
// device leaves its category.
import { expect, test } from './support/test';
import { seededListing } from './support/demo-data';
import { newAccount } from './support/users';
import { dashboardDrawer, exactly, isRed, navbar, openDashboardScreen, phoneCard, textColour, toast } from './support/ui';

// Not advertised and not the demo buyer's booking: no other test touches it.
const listing = seededListing('walton-primo-s8');

test('a new Buyer registers, books a device, pays for it after a declined card, and it is sold', async ({ page }) => {
  test.slow(); // the longest journey: sign-up, booking and two card attempts
  const buyer = newAccount('Buyer');

  await test.step('register as a Buyer', async () => {
    await page.goto('/register');
    await page.getByLabel('Name', { exact: true }).fill(buyer.name);
    await page.getByLabel('Email', { exact: true }).fill(buyer.email);
    await page.getByLabel('Account type').selectOption('Buyer');
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(toast(page, 'User created successfully..')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar(page).getByRole('link', { name: buyer.name })).toBeVisible();
  });

  await test.step('book a seeded device from its category', async () => {
    await page.getByRole('link', { name: 'See All Smart Phones' }).click();
    await expect(page).toHaveURL(/\/category\/smartphone$/);
    const card = phoneCard(page, listing.deviceName);
    await card.getByRole('button', { name: 'Book Now' }).click();

    const modal = page.getByRole('dialog', { name: `Book ${listing.deviceName}` });
    await expect(modal).toBeVisible();
    // Name, email, item and price come prefilled and read-only.
    await expect(modal.getByLabel('Name', { exact: true })).toHaveValue(buyer.name);
    await expect(modal.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
    await expect(modal.getByLabel('Item name', { exact: true })).toHaveValue(listing.deviceName);
    await expect(modal.getByLabel('Price', { exact: true })).toHaveValue(`৳${listing.resalePrice.toLocaleString('en-US')}`);
    for (const field of ['Name', 'Email', 'Item name', 'Price']) {
      await expect(modal.getByLabel(field, { exact: true })).not.toBeEditable();
    }
    await modal.getByLabel('Contact number').fill('01712345678');
    await modal.getByLabel('Location').fill('Mirpur, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Booking confirmed')).toBeVisible();
    await page.getByRole('dialog', { name: 'Booked: now pay to keep it' }).getByRole('button', { name: 'Pay later from My Orders' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('My Orders lists the booking with Pay', async () => {
    await openDashboardScreen(page, 'My Orders');
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: listing.deviceName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText('01712345678');
    const pay = row.getByRole('link', { name: `Pay for ${listing.deviceName}` });
    await expect(pay).toHaveText(exactly('Pay'));
    await pay.click();
  });

  await test.step('the payment screen names the device and the price', async () => {
    await expect(page).toHaveURL(/\/dashboard\/payment\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { name: `Payment for ${listing.deviceName}` })).toHaveText(
      exactly(`Payment for ${listing.deviceName}`),
    );
    await expect(page.getByText(exactly(`Please pay ${listing.resalePrice} Taka`))).toBeVisible();
  });

  const payButton = page.getByRole('button', { name: 'Pay', exact: true });
  await test.step('a declined card shows the processor’s message in red', async () => {
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await expect(payButton).toBeEnabled(); // enabled once the client secret is there
    await payButton.click();
    const error = page.getByRole('alert').filter({ hasText: exactly('Your card was declined.') });
    await expect(error).toBeVisible();
    const colour = await textColour(error);
    expect(isRed(colour), `rgb(${colour.join(', ')}) is red`).toBe(true);
    await expect(page.getByText('Payment complete')).toHaveCount(0);
  });

  await test.step('a good card pays: Payment complete, the toast, then My Orders shows Paid', async () => {
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payButton.click();
    await expect(page.getByText(exactly('Payment complete'))).toBeVisible();
    await expect(toast(page, 'Congrats! Your payment is completed')).toBeVisible();
    await expect(page.getByText(/Transaction id:/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toHaveCount(0);

    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(dashboardDrawer(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
    const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: listing.deviceName });
    await expect(row.getByText(exactly('Paid'))).toBeVisible();
    await expect(row.getByRole('link', { name: /^Pay for/ })).toHaveCount(0);
  });

  await test.step('the sold device is no longer in its category', async () => {
    await page.goto('/category/smartphone');
    await expect(page.getByRole('heading', { level: 1, name: 'Smart Phones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
    await expect(phoneCard(page, listing.deviceName)).toHaveCount(0);
  });
});
