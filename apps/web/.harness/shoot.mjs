import { chromium } from '@playwright/test';

const SELLER = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const BASE = 'http://127.0.0.1:5391';
const now = Date.now();
const ago = (m) => new Date(now - m * 60_000).toISOString();
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#cde"/><rect x="150" y="40" width="100" height="220" rx="16" fill="#345"/></svg>';

const phone = (i, extra = {}) => ({
  _id: String(i).padStart(24, '0'), deviceName: ['Samsung Galaxy A54 5G 128GB', 'Apple iPhone 13', 'Nokia 105', 'Xiaomi Redmi Note 12 Pro+'][i % 4],
  brand: 'Samsung', sellerName: i % 2 ? 'Md. Abdullah Al Mamun Chowdhury' : 'Karim', img: `/images/${String(i).padStart(24, 'f')}`,
  resalePrice: 32000 + i * 1000, originalPrice: 45000, yearsOfUse: 1.5, postedDate: '12/03/2025', category: 'smartphone',
  condition: 'good', Location: 'Dhaka (Mirpur 10)', description: 'Good phone', status: 'available', advertised: false,
  sellerId: SELLER, sellerRating: i % 3 ? { average: 4.6, count: 12 } : undefined, ...extra,
});
const notifications = {
  items: [
    { _id: '1'.repeat(24), kind: 'paid', bookingId: 'b'.repeat(24), device: 'Samsung Galaxy A54 5G 128GB', read: false, createdAt: ago(3) },
    { _id: '2'.repeat(24), kind: 'sold_to_other', bookingId: 'c'.repeat(24), device: 'Apple iPhone 13 Pro Max 256GB', read: false, createdAt: ago(130) },
    { _id: '3'.repeat(24), kind: 'message', bookingId: 'b'.repeat(24), device: 'Nokia 105', read: true, createdAt: ago(60 * 30) },
    { _id: '4'.repeat(24), kind: 'reviewed', read: false, createdAt: ago(60 * 24 * 9) },
  ],
  nextCursor: 'abc', unread: 3, unreadMessages: 0,
};
const reviews = (n, off = 0) => Array.from({ length: n }, (_, i) => ({
  _id: String(i + off).padStart(24, 'e'), bookingId: 'b'.repeat(24), rating: 5 - (i % 3), comment: i % 2 ? undefined : 'Phone was exactly as described, handover in Mirpur was quick and friendly.',
  buyerName: ['Rahim', 'Fatema', 'Sabbir'][i % 3], device: 'Samsung Galaxy A54', createdAt: ago(60 * 24 * (i + off + 1)),
}));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function pageAt(width, height = 900) {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    const p = url.pathname.replace(/^\/api/, '');
    const json = (body, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    if (p.startsWith('/images/')) return route.fulfill({ contentType: 'image/svg+xml', body: svg });
    if (p === '/notifications') return json(url.searchParams.get('cursor') ? { ...notifications, items: [], nextCursor: null } : notifications);
    if (p === '/notifications/read') return json({ acknowledged: true, modifiedCount: 1, unread: 2 });
    if (p === `/sellers/${SELLER}`) return json({ _id: SELLER, name: 'Md. Abdullah Al Mamun', memberSince: '2024-07-15T10:00:00Z', rating: { average: 4.6, count: 12 }, reviews: { items: reviews(10), nextCursor: 'r2' } });
    if (p === `/sellers/${SELLER}/reviews`) return json({ items: reviews(2, 10), nextCursor: null });
    if (p.startsWith('/sellers/')) return json({ message: 'No such seller' }, 404);
    if (p === '/listings/facets') return json({ total: 4, category: [], brand: [], condition: [], priceBand: [] });
    if (p === '/listings') return json({ items: [0, 1, 2, 3].map((i) => phone(i)), nextCursor: null, total: 4 });
    if (p.startsWith('/products/')) return json({ ...phone(1), customID: 'MP-1', createdAt: ago(100) });
    return json({ message: 'not mocked ' + p }, 404);
  });
  return page;
}

const widths = [390, 1280];
for (const w of widths) {
  const page = await pageAt(w);
  await page.goto(`${BASE}/?name=${encodeURIComponent('Md. Abdullah Al Mamun Chowdhury')}`);
  await page.getByRole('button', { name: /Notifications, 3 unread/ }).waitFor();
  const header = page.locator('header');
  const box = await header.boundingBox();
  console.log(w, 'header', JSON.stringify(box));
  // Anything sticking out of the viewport horizontally?
  console.log(w, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
  for (const sel of ['header nav > div']) {
    const boxes = await page.locator(sel).evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return [e.className.slice(0, 40), Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]; }));
    console.log(w, JSON.stringify(boxes));
  }
  await page.screenshot({ path: `/tmp/shots/nav-${w}.png`, clip: { x: 0, y: 0, width: w, height: 200 } });
  await page.getByRole('button', { name: /Notifications, 3 unread/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.waitFor();
  console.log(w, 'dialog', JSON.stringify(await dialog.boundingBox()), 'focused in dialog', await dialog.evaluate((d) => d.contains(document.activeElement)));
  await page.screenshot({ path: `/tmp/shots/bell-${w}.png` });
  await page.keyboard.press('Escape');
  console.log(w, 'after Esc focus', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
  // signed out
  await page.goto(`${BASE}/?out=1`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/nav-out-${w}.png`, clip: { x: 0, y: 0, width: w, height: 200 } });

  await page.goto(`${BASE}/seller/${SELLER}`);
  await page.getByRole('heading', { name: 'Md. Abdullah Al Mamun' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/seller-${w}.png`, fullPage: true });
  await page.getByRole('button', { name: 'More reviews' }).click();
  await page.waitForTimeout(500);
  console.log(w, 'reviews after more', await page.locator('#seller-reviews-title ~ ul > li').count(), 'more button', await page.getByRole('button', { name: 'More reviews' }).count());
  await page.goto(`${BASE}/seller/${'9'.repeat(24)}`);
  await page.waitForTimeout(800);
  console.log(w, 'unknown seller shows', (await page.locator('main').innerText()).slice(0, 80));
  await page.goto(`${BASE}/search`);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/search-${w}.png`, fullPage: true });
  await page.goto(`${BASE}/product/${'1'.padStart(24, '0')}`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/product-${w}.png` });
  await page.close();
}
await browser.close();
