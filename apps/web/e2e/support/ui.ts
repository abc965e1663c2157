// Steps many journeys share, written as a user does them: through the screens, by visible words.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './demo-data';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly these words, nothing more (after trimming): for letter-for-letter checks. */
export const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

/** A toast (react-hot-toast renders each as a polite status) saying exactly `text`. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: exactly(text) });
}

/** On the payment page: pays with the sandbox's good card, sees the spec's toast and lands on My Orders. */
export async function payWithGoodCard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard\/payment\/[a-f0-9]{24}$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(toast(page, 'Congrats! Your payment is completed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
}

/** Signs in on /login (optionally already there, e.g. after a redirect) and waits until it is done. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, { navigate = true } = {}): Promise<void> {
  if (navigate) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // Under lg the navbar's links (Sign out among them) fold into a closed menu: there the end button,
  // named "Unregistered User" until someone is signed in, carries their name instead.
  if ((page.viewportSize()?.width ?? 1280) < 1024) await expect(navbar(page).getByRole('link', { name: 'Unregistered User' })).toHaveCount(0);
  else await expect(navbar(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The main navbar. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The dashboard's side drawer. */
export function dashboardDrawer(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/** Opens a dashboard screen the way a user does: Dashboard in the navbar, then the drawer link. */
export async function openDashboardScreen(page: Page, link: string): Promise<void> {
  await navbar(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The link's name is its label, then any unread count ("My Orders 1 unread message").
  await dashboardDrawer(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(link)}(\\s|$)`) }).click();
}

/** The phone card of `deviceName` in a category grid. */
export function phoneCard(page: Page, deviceName: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: deviceName, exact: true }) });
}

/**
 * The text colour of an element as [r, g, b], whatever notation the theme uses (daisyUI's are
 * oklch): the browser paints it onto a canvas and we read the pixel back.
 */
export async function textColour(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
  });
}

/** Clearly red: the red channel well above green and blue. */
export function isRed([r, g, b]: [number, number, number]): boolean {
  return r >= 150 && r - g >= 60 && r - b >= 60;
}

/** Whether the page is wider than the screen (something would scroll sideways). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** axe (WCAG 2.x A/AA) finds nothing serious or critical on the screen as it is (as accessibility.spec.ts checks every route). */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}
