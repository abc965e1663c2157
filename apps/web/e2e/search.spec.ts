// Finding a device: the navbar's search box with its suggestions, and the one results screen of
// /search and /category/{id} (filters with counts, sort, Load more, state in the URL, Back).
// Other tests add a Samsung tablet and sell a Walton phone meanwhile, so the checks here hold
// whichever of those has happened: they name seeded listings no test sells or removes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seededListing } from './support/demo-data';
import { navbar, phoneCard } from './support/ui';

const searchBox = (page: Page) => navbar(page).getByRole('combobox', { name: 'Search phones, brands, cities' });

/** The "N results" line above the results. */
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\s*\d+ results?\s*$/ });

async function countShown(page: Page): Promise<number> {
  return Number((await resultCount(page).textContent())?.match(/\d+/)?.[0]);
}

/** The resale prices of the cards, in the order the user sees them. */
function resalePrices(page: Page): Promise<number[]> {
  return page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => {
      const label = [...card.querySelectorAll('dt')].find((dt) => dt.textContent?.trim() === 'Resale Price');
      return Number(label?.nextElementSibling?.textContent?.replace(/[^\d]/g, ''));
    }),
  );
}

const isSorted = (prices: number[], order: 'asc' | 'desc') =>
  prices.length > 1 && prices.every((p, i) => i === 0 || (order === 'asc' ? prices[i - 1]! <= p : prices[i - 1]! >= p));

const iphone13 = seededListing('iphone-13');
const iphone11 = seededListing('iphone-11');
const pixel7 = seededListing('pixel-7');
const galaxyA54 = seededListing('galaxy-a54-5g'); // Samsung, ৳32,000
const galaxyTabA8 = seededListing('galaxy-tab-a8'); // Samsung, ৳19,000
const galaxyS21 = seededListing('galaxy-s21-fe'); // Samsung, ৳27,000
const guruMusic = seededListing('samsung-guru-music-2'); // Samsung, ৳1,100

test('the navbar search suggests listings while typing; a suggestion opens its page and Enter searches', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);

  await test.step('typing suggests matches; the arrows and Enter choose one', async () => {
    await box.fill('pix');
    const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: new RegExp(pixel7.deviceName) });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\/[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: pixel7.deviceName })).toBeVisible();
  });

  await test.step('Esc closes the suggestions; Enter searches the words', async () => {
    await box.fill('iphone');
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=iphone$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “iphone”');
    await expect(resultCount(page)).toHaveText('2 results');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(phoneCard(page, iphone13.deviceName)).toBeVisible();
    await expect(phoneCard(page, iphone11.deviceName).getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(box).toHaveValue('iphone');
  });
});

test('brand and price filters narrow the results, live in the URL, and Back undoes them', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All devices');
  await expect(page.getByRole('article')).toHaveCount(24);
  const everything = await countShown(page);
  expect(everything).toBeGreaterThan(24);

  await test.step('Brand: Samsung (its count is shown with it)', async () => {
    const brand = page.getByLabel('Brand', { exact: true });
    await expect(brand.locator('option[value="Samsung"]')).toHaveText(/^Samsung \(\d+\)$/);
    await brand.selectOption('Samsung');
    await expect(page).toHaveURL(/\/search\?brand=Samsung$/);
    await expect(phoneCard(page, guruMusic.deviceName)).toBeVisible();
    await expect(phoneCard(page, iphone13.deviceName)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove filter Samsung' })).toBeVisible();
  });

  await test.step('a price range from ৳10,000 to ৳30,000', async () => {
    // A typed amount applies itself after a pause; waiting for it keeps the history the same on a
    // slow machine (Max typed more than the pause later would otherwise add this entry sometimes).
    await page.getByLabel('Min price').fill('10000');
    await expect(page).toHaveURL(/\/search\?brand=Samsung&minPrice=10000$/);
    await page.getByLabel('Max price').fill('30000');
    await page.getByRole('button', { name: 'Apply price range' }).click();
    await expect(page).toHaveURL(/\/search\?brand=Samsung&minPrice=10000&maxPrice=30000$/);
    await expect(phoneCard(page, galaxyA54.deviceName)).toHaveCount(0);
    await expect(phoneCard(page, guruMusic.deviceName)).toHaveCount(0);
    await expect(phoneCard(page, galaxyTabA8.deviceName)).toBeVisible();
    await expect(phoneCard(page, galaxyS21.deviceName)).toBeVisible();
    for (const price of await resalePrices(page)) expect(price >= 10_000 && price <= 30_000, `৳${price} is in range`).toBe(true);
    await expect(resultCount(page)).toHaveText(`${await page.getByRole('article').count()} results`);
  });

  await test.step('a link to it gives the same results', async () => {
    await page.reload();
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Samsung');
    await expect(page.getByLabel('Min price')).toHaveValue('10000');
    await expect(phoneCard(page, galaxyTabA8.deviceName)).toBeVisible();
    await expect(phoneCard(page, galaxyA54.deviceName)).toHaveCount(0);
  });

  await test.step('Back: Samsung from ৳10,000, Samsung at any price, then everything', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?brand=Samsung&minPrice=10000$/);
    await expect(page.getByLabel('Min price')).toHaveValue('10000');
    await expect(page.getByLabel('Max price')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?brand=Samsung$/);
    await expect(phoneCard(page, galaxyA54.deviceName)).toBeVisible();
    await expect(page.getByLabel('Min price')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('article')).toHaveCount(24);
    await expect(page.getByRole('button', { name: /^Remove filter/ })).toHaveCount(0);
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('');
  });
});

test('the NEIR filter finds the phones their sellers say are not registered, each with its badge explained', async ({ page }) => {
  await page.goto('/search');
  const neir = page.getByRole('group', { name: 'NEIR registration' });

  await test.step('Not registered (its count is shown with it)', async () => {
    const unregistered = neir.getByRole('radio', { name: /^Not registered/ });
    await expect(unregistered).toHaveAccessibleName(/^Not registered\s*\d+ listings?$/);
    // A click, then the address: the filter is applied by navigating, and the radio follows the URL.
    await unregistered.click();
    await expect(page).toHaveURL(/\/search\?neir=unregistered$/);
    await expect(unregistered).toBeChecked();
    await expect(phoneCard(page, pixel7.deviceName).getByText('Not registered in NEIR', { exact: true })).toBeVisible();
    await expect(phoneCard(page, iphone13.deviceName)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove filter Not registered in NEIR' })).toBeVisible();
  });

  await test.step("the listing's page shows the badge and says what it means", async () => {
    await phoneCard(page, pixel7.deviceName).getByRole('link', { name: pixel7.deviceName }).click();
    await expect(page.getByRole('heading', { level: 1, name: pixel7.deviceName })).toBeVisible();
    await page.getByText('What these badges mean').click();
    await expect(page.getByRole('definition').filter({ hasText: 'not registered in NEIR' })).toBeVisible();
  });

  await test.step('Back, then Any: every listing again', async () => {
    await page.goBack();
    await neir.getByRole('radio', { name: 'Any' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('article')).toHaveCount(24);
  });
});

test('the sort changes the order of the cards', async ({ page }) => {
  await page.goto('/category/smartphone');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Phones' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort.getByRole('option')).toHaveText(['Newest', 'Price: low to high', 'Price: high to low']);

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/category\/smartphone\?sort=price_asc$/);
  await expect.poll(async () => isSorted(await resalePrices(page), 'asc')).toBe(true);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect.poll(async () => isSorted(await resalePrices(page), 'desc')).toBe(true);
  // The dearest smartphone of the demo data comes first.
  await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(iphone13.deviceName);
});

test('Load more adds the next page, and Back from a listing keeps every page loaded', async ({ page }) => {
  await page.goto('/search');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  const loaded = await cards.count();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0); // the demo data fits in two pages

  const last = cards.last().getByRole('heading');
  const name = (await last.textContent())?.trim() ?? '';
  await last.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(cards).toHaveCount(loaded);
  await expect(phoneCard(page, name)).toBeVisible();
});

test('a search that finds nothing says so, and Clear filters brings the results back', async ({ page }) => {
  await page.goto('/category/tablet');
  await searchBox(page).fill('zzqx nothing');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqx\+nothing$/);
  const empty = page.getByRole('region', { name: 'No devices match your search.' });
  await expect(empty).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 results');
  await expect(page.getByRole('article')).toHaveCount(0);

  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('article')).toHaveCount(24);
  await expect(searchBox(page)).toHaveValue('');
  await expect(empty).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters are a drawer the keyboard can use; the category stays fixed', async ({ page }) => {
    await page.goto('/category/tablet');
    await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(searchBox(page)).toBeVisible();

    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // The category comes from the path: not a filter here.
    await expect(drawer.getByRole('group', { name: 'Category' })).toHaveCount(0);

    const excellent = drawer.getByRole('checkbox', { name: /^Excellent/ });
    await excellent.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/category\/tablet\?condition=excellent$/);
    await expect(excellent).toBeChecked();
    const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 in use' })).toBeFocused();
    await expect.poll(async () => (await page.getByRole('article').allTextContents()).every((t) => t.includes('Excellent condition'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a price and a city typed in the drawer are applied by "Show N results"', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Max price').fill('30000');
    await drawer.getByLabel('Location', { exact: true }).fill('Dhaka');
    // Tapped straight away: no section's own Apply was pressed.
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/maxPrice=30000/);
    await expect(page).toHaveURL(/location=Dhaka/);
    await expect(page.getByRole('button', { name: 'Filters 2 in use' })).toBeVisible();
    // The URL changes at once; the results follow when they arrive (the old ones stay meanwhile).
    await expect
      .poll(async () => {
        const prices = await resalePrices(page);
        return prices.length > 0 && prices.every((price) => price <= 30_000);
      }, { message: 'results, none above ৳30,000' })
      .toBe(true);
    // Reopened, the drawer shows what is applied.
    await page.getByRole('button', { name: 'Filters 2 in use' }).click();
    await expect(drawer.getByLabel('Max price')).toHaveValue('30000');
    await expect(drawer.getByLabel('Location', { exact: true })).toHaveValue('Dhaka');
  });
});
