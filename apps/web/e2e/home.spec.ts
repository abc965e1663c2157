// The home page (spec §2 Home page, §5 Newsletter): carousel, Advertise Section, Categories, Subscribe Now.
import { expect, test } from './support/test';
import { seededAdvertisedListings } from './support/demo-data';
import { exactly } from './support/ui';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the carousel has 4 slides and previous and next wrap around', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Featured' });
  const slide = carousel.getByRole('group');
  await expect(slide).toHaveAttribute('aria-label', '1 of 4');
  const firstTitle = await slide.getByRole('heading').textContent();

  // Previous from the first slide wraps to the last: the 7 days replacement warranty.
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slide).toHaveAttribute('aria-label', '4 of 4');
  await expect(slide.getByRole('heading')).toHaveText('7 days replacement warranty');

  // Next from the last wraps to the first.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide).toHaveAttribute('aria-label', '1 of 4');
  await expect(slide.getByRole('heading')).toHaveText(firstTitle ?? '');

  // Four times Next is the whole way round, through every slide.
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) {
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    seen.add((await slide.getByRole('heading').textContent()) ?? '');
  }
  expect(seen.size).toBe(4);
  await expect(slide).toHaveAttribute('aria-label', '1 of 4');
});

test('the Advertise Section shows advertised devices: image, the first 12 characters of the name, the seller', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Advertise Section' });
  await expect(section.getByRole('heading', { name: 'Advertise Section' })).toBeVisible();
  const tiles = section.getByRole('listitem');
  await expect(tiles.first()).toBeVisible();
  // Other tests may sell or advertise devices meanwhile; the seeded ads checked here are not for sale in any test.
  for (const listing of seededAdvertisedListings().slice(0, 3)) {
    const tile = tiles.filter({ has: page.getByRole('img', { name: listing.deviceName, exact: true }) });
    await expect(tile).toHaveCount(1);
    await expect(tile.getByRole('heading')).toHaveText(exactly(listing.deviceName.slice(0, 12)));
    await expect(tile).toContainText(listing.sellerName);
    // A cut name is followed by the whole one, visible on a phone (a title attribute is not).
    if (listing.deviceName.length > 12) await expect(tile.getByText(listing.deviceName, { exact: true })).toBeVisible();
  }
  for (const name of await section.getByRole('heading', { level: 3 }).allTextContents()) {
    expect(name.trim().length).toBeLessThanOrEqual(12);
  }
});

test('Categories: each category has a See All button that opens its grid', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Categories' });
  const categories = [
    ['feature-phone', 'Feature Phones'],
    ['smartphone', 'Smart Phones'],
    ['tablet', 'Tablets'],
  ] as const;
  for (const [id, name] of categories) {
    await expect(section.getByRole('heading', { name, exact: true })).toBeVisible();
    const seeAll = section.getByRole('link', { name: `See All ${name}` });
    await expect(seeAll).toHaveText(exactly('See All'));
    await expect(seeAll).toHaveAttribute('href', `/category/${id}`);
  }
  await section.getByRole('link', { name: 'See All Tablets' }).click();
  await expect(page).toHaveURL(/\/category\/tablet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
});

test("Subscribe Now: a valid email clears the form and says 'Thanks !'", async ({ page }) => {
  const section = page.getByRole('region', { name: 'Subscribe Now' });
  const email = section.getByRole('textbox', { name: 'Email address' });
  const dialog = page.getByRole('dialog', { name: 'Thanks !' });

  // The browser's own email check stops a malformed address: no thanks.
  await email.fill('not-an-email');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(dialog).toBeHidden();

  await email.fill('reader@example.com');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(exactly('Thanks !'));
  await expect(dialog).toContainText('We will send your our updates regularly.');
  await expect(email).toHaveValue('');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});
