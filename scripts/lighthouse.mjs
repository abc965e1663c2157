// `npm run lighthouse [webUrl]`: Lighthouse (its default mobile preset: a mid-range phone on a
// slow 4G link, simulated) with the machine's Chromium against a running stack (`npm start`;
// default http://127.0.0.1:5173), on the home page, a category page, a listing page and a search
// page, in English and in Bangla (`?lang=bn` opens the web in Bangla). Prints each page's four
// scores, LCP, TBT, CLS, script and all bytes transferred beside the goals of issue 11, and what kept a score
// below 100. It measures; it never fails a build (not in `npm test`).
// CHROME_PATH names another Chrome or Chromium (default /usr/bin/chromium).

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.argv[2] ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The goals: a score is out of 100, LCP in seconds. */
const GOALS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, lcpSeconds: 2.0, homeScriptKiB: 150 };

/**
 * A listing on the market, for its page: the newest one the API lists.
 * @returns {Promise<string>}
 */
async function listingPath() {
  const res = await fetch(`${base}/api/listings?limit=1`, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`GET ${base}/api/listings answered ${res.status}: is the stack running (npm start)?`);
  const body = /** @type {{ items: Array<{ _id: string }> }} */ (await res.json());
  const id = body.items[0]?._id;
  if (!id) throw new Error('No listing on the market: start the stack with the demo data (npm start).');
  return `/product/${id}`;
}

/**
 * @typedef {{ page: string, scores: Record<string, number | null>, lcp: number, tbt: number, cls: number, bytes: number, script: number, below: string[], error?: string }} PageResult
 */

/**
 * One Lighthouse run on one page, with the Chromium listening on `port`.
 * @param {string} pagePath
 * @param {number} port
 * @returns {Promise<PageResult>}
 */
async function measure(pagePath, port) {
  const result = await lighthouse(`${base}${pagePath}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  const { lhr } = result;
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {string[]} */
  const below = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    scores[id] = category.score === null ? null : Math.round(category.score * 100);
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) below.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  return {
    page: pagePath,
    scores,
    lcp: value('largest-contentful-paint') / 1000,
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    script: scriptBytes(lhr),
    below,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * The bytes of script the page loaded (as transferred, headers included), from Lighthouse's
 * resource summary.
 * @param {import('lighthouse').Result} lhr
 */
function scriptBytes(lhr) {
  const details = /** @type {{ items?: Array<{ resourceType: string, transferSize: number }> } | undefined} */ (lhr.audits['resource-summary']?.details);
  return details?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
}

/**
 * The script of a page in KiB; on `/`, beside the goal (initial JavaScript on the home page).
 * @param {PageResult} r
 */
function scriptCell(r) {
  const kib = r.script / 1024;
  const cell = `${kib.toFixed(1)} KiB`;
  return r.page === '/' ? `${cell} ${kib <= GOALS.homeScriptKiB ? '✓' : '✗'}` : cell;
}

/**
 * A score beside its goal: "97 ✓" or "88 ✗ (≥ 95)".
 * @param {number | null | undefined} score
 * @param {number} goal
 */
function scoreCell(score, goal) {
  if (score === null || score === undefined) return 'n/a';
  return score >= goal ? `${score} ✓` : `${score} ✗`;
}

/** @param {PageResult[]} results */
function printTable(results) {
  const header = ['page', `perf (≥ ${GOALS.performance})`, `a11y (${GOALS.accessibility})`, `BP (${GOALS['best-practices']})`, `SEO (≥ ${GOALS.seo})`, `LCP (≤ ${GOALS.lcpSeconds.toFixed(1)} s)`, 'TBT', 'CLS', `script (/ ≤ ${GOALS.homeScriptKiB} KiB)`, 'transferred'];
  const rows = results.map((r) => [
    r.page,
    scoreCell(r.scores.performance, GOALS.performance),
    scoreCell(r.scores.accessibility, GOALS.accessibility),
    scoreCell(r.scores['best-practices'], GOALS['best-practices']),
    scoreCell(r.scores.seo, GOALS.seo),
    `${r.lcp.toFixed(1)} s ${r.lcp <= GOALS.lcpSeconds ? '✓' : '✗'}`,
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    scriptCell(r),
    `${Math.round(r.bytes / 1024)} KiB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const english = ['/', '/category/smartphone', await listingPath(), '/search?q=galaxy'];
  const pages = [...english, ...english.map((page) => `${page}${page.includes('?') ? '&' : '?'}lang=bn`)];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  /** @type {PageResult[]} */
  const results = [];
  try {
    for (const page of pages) {
      process.stderr.write(`Lighthouse (mobile): ${base}${page}\n`);
      results.push(await measure(page, chrome.port));
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) against ${base}\n`);
  printTable(results);
  for (const r of results) {
    if (r.error) console.log(`\n${r.page}: Lighthouse could not measure it: ${r.error}`);
    if (r.below.length > 0) console.log(`\n${r.page} — audits below 100:\n${r.below.map((b) => `  - ${b}`).join('\n')}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
