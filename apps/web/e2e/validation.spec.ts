// Spec §5: the validation messages, letter for letter, on login, register and add product.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SELLER } from './support/demo-data';
import { exactly, isRed, openDashboardScreen, signIn, textColour } from './support/ui';

const STRONG_PASSWORD_MESSAGE =
  'Password must be strong. hints: At least one uppercase, one lowercase, one digit and one special character need to provided.';

/** Every message shows exactly once, in red. */
async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    const shown = page.getByText(exactly(message));
    await expect(shown, message).toHaveCount(1);
    await expect(shown, message).toBeVisible();
    expect(isRed(await textColour(shown)), `${message} is red`).toBe(true);
  }
}

test('login: required email and password, and the 8-character minimum', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly('mobile planet'));
  const login = page.getByRole('button', { name: 'login', exact: true });

  await login.click();
  await expectMessages(page, ['Email Address is required', 'Password required']);
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await login.click();
  await expectMessages(page, ['Password must be 8 characters or long']);
  await expect(page.getByText('Email Address is required')).toHaveCount(0);
  await expect(page.getByText(exactly('Password required'))).toHaveCount(0);
});

test("login: the identity provider's refusal shows in red under the form", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_SELLER.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
  await page.getByRole('button', { name: 'login', exact: true }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toBeVisible();
  // In words, with the way out (not "Firebase: Error (auth/wrong-password).").
  await expect(refusal).toHaveText('That email and password do not match. Check them and try again, or press Forget Password? to set a new password.');
  expect(isRed(await textColour(refusal))).toBe(true);
  await expect(page).toHaveURL(/\/login$/);
});

test('register: required name, email and password, and the strong-password rule', async ({ page }) => {
  await page.goto('/register');
  const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
  // Registration offers Buyer and Seller only.
  await expect(page.getByLabel('Account type').locator('option')).toHaveText(['Buyer', 'Seller']);

  await signUp.click();
  await expectMessages(page, ['Name is required', 'Email Address is required', 'Password required']);

  await page.getByLabel('Name', { exact: true }).fill('Weak Password');
  await page.getByLabel('Email', { exact: true }).fill('weak-password@example.com');
  // Long enough, but no uppercase letter and no special character.
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await signUp.click();
  await expectMessages(page, [STRONG_PASSWORD_MESSAGE]);
  for (const gone of ['Name is required', 'Email Address is required', 'Password required']) {
    await expect(page.getByText(exactly(gone))).toHaveCount(0);
  }

  // Every kind of character but one short of 8.
  await page.getByLabel('Password', { exact: true }).fill('Ab1#xyz');
  await signUp.click();
  await expectMessages(page, [STRONG_PASSWORD_MESSAGE]);
  await expect(page).toHaveURL(/\/register$/);
});

test('add product: all ten required messages, including the photo', async ({ page }) => {
  await signIn(page, DEMO_SELLER);
  await openDashboardScreen(page, 'Add a product');
  // The form fills in the seller name and today's date; empty them to see their messages too.
  await page.getByLabel('Seller name', { exact: true }).fill('');
  await page.getByLabel('Posted date').fill('');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expectMessages(page, [
    'Device name is required',
    'Seller name is required',
    'Resale price is required',
    'Original price is required',
    'Duration is required',
    'Contact number is required',
    'Location is required',
    'Description is required',
    'Date is required',
    'Photo is required',
  ]);
  await expect(page).toHaveURL(/\/dashboard\/addProduct$/);
});
