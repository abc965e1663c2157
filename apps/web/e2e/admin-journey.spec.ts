// Issue 3, journey 3: the admin promotes a new user to Admin and deletes a buyer; the admin-only
// screens stay out of a buyer's drawer and reach.
import { expect, test } from './support/test';
import { DEMO_ADMIN } from './support/demo-data';
import { registerThroughApi } from './support/users';
import { dashboardDrawer, exactly, navbar, openDashboardScreen, signIn, toast } from './support/ui';

const ADMIN_LINKS = ['All Users', 'All Admin', 'All Sellers', 'All Buyers'];

test('the admin makes a new user an Admin and deletes a buyer', async ({ page, request, browser }) => {
  test.slow(); // two accounts to create, four admin screens, and a sign-in attempt as the deleted user
  const promoted = await registerThroughApi(request, 'Seller', 'Promoted');
  const removed = await registerThroughApi(request, 'Buyer', 'Removed');

  await signIn(page, DEMO_ADMIN);
  await openDashboardScreen(page, 'All Users');
  await expect(page).toHaveURL(/\/dashboard\/users$/);
  for (const link of ADMIN_LINKS) await expect(dashboardDrawer(page).getByRole('link', { name: link, exact: true })).toBeVisible();

  await test.step("All Users: 'Make Admin' promotes the user", async () => {
    const table = page.getByRole('table', { name: 'All Users' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Users');
    // Numbered rows with name, email and role; no 'Make Admin' on an Admin's row.
    const adminRow = table.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    await expect(adminRow.getByRole('rowheader')).toHaveText(/^\d+$/);
    await expect(adminRow).toContainText(DEMO_ADMIN.name);
    await expect(adminRow).toContainText('Admin');
    await expect(adminRow.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);

    const row = table.getByRole('row').filter({ hasText: promoted.email });
    await expect(row).toContainText(promoted.name);
    await expect(row).toContainText('Seller');
    // Named by its visible words (WCAG 2.5.3: saying "Make Admin" presses it), described by whom it is for.
    const makeAdmin = row.getByRole('button', { name: 'Make Admin', exact: true });
    await expect(makeAdmin).toHaveText(exactly('Make Admin'));
    await expect(makeAdmin).toHaveAccessibleDescription(promoted.name);
    await makeAdmin.click();
    await expect(toast(page, 'Make admin successfully')).toBeVisible();
    // The list is fetched again: now an Admin, so no button.
    await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
    await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  });

  await test.step('All Admin lists the promoted user', async () => {
    await dashboardDrawer(page).getByRole('link', { name: 'All Admin', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Admin');
    const table = page.getByRole('table', { name: 'All Admin' });
    await expect(table.getByRole('row').filter({ hasText: promoted.email })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: DEMO_ADMIN.email })).toHaveCount(1);
  });

  await test.step("All Buyers: 'Delete User' asks 'Do you want to delete the user?', then removes them", async () => {
    await dashboardDrawer(page).getByRole('link', { name: 'All Buyers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Buyers');
    const row = page.getByRole('table', { name: 'All Buyers' }).getByRole('row').filter({ hasText: removed.email });
    await expect(row).toContainText(removed.name);
    const deleteUser = row.getByRole('button', { name: `Delete user ${removed.name}` });
    await expect(deleteUser).toHaveText(exactly('Delete User'));
    await deleteUser.click();

    // The app asks in its own modal, not with window.confirm.
    const nativeDialogs: string[] = [];
    page.on('dialog', (d) => {
      nativeDialogs.push(d.message());
      void d.dismiss();
    });
    const dialog = page.getByRole('dialog', { name: 'Do you want to delete the user?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(exactly('Do you want to delete the user?'));
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await deleteUser.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete User', exact: true }).click();
    await expect(toast(page, 'successfully removed...')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(nativeDialogs).toEqual([]);
  });

  await test.step('the deleted user can no longer sign in', async () => {
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto('/login');
      await other.getByLabel('Email', { exact: true }).fill(removed.email);
      await other.getByLabel('Password', { exact: true }).fill(removed.password);
      await other.getByRole('button', { name: 'login', exact: true }).click();
      await expect(other.getByRole('alert')).toBeVisible();
      await expect(other).toHaveURL(/\/login$/);
      await expect(navbar(other).getByRole('link', { name: 'Login' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test('a buyer sees no admin links in the drawer and cannot open the admin screens', async ({ page, request }) => {
  const buyer = await registerThroughApi(request, 'Buyer');
  await signIn(page, buyer);
  // The drawer asks the server whether this user is an admin: judge the links once it has answered.
  const adminCheck = page.waitForResponse((r) => r.url().includes('/api/users/admin/'));
  await navbar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  expect(await (await adminCheck).json()).toEqual({ isAdmin: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly('- DASHBOARD -'));
  const drawer = dashboardDrawer(page);
  // A Buyer's menu offers the way to start selling, not the seller's screens (issue 24); those
  // addresses still open for any signed-in user (spec §6), with the same offer.
  for (const link of ['Dashboard', 'My Orders', 'Start selling']) {
    await expect(drawer.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Start selling', exact: true })).toHaveAttribute('href', '/dashboard/addProduct');
  for (const link of ADMIN_LINKS) await expect(drawer.getByRole('link', { name: link, exact: true })).toHaveCount(0);

  // Typing the address does not help: a non-admin is sent to /login (spec §6).
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('table', { name: 'All Users' })).toHaveCount(0);
});
