// The search read model against a brute-force reading of the same listings: for random filters,
// sorts and page sizes, walking every page gives exactly the filtered, sorted list, and the facet
// counts are the filtered counts; through inserts, changes, removals and the compaction they cause.
import { BRANDS, CATEGORY_IDS, CONDITIONS, NEIR_STATUSES, PRICE_BANDS, indexTerms, searchTerms, type ListingSort } from '@mobile-planet/shared';
import { ListingIndex, type IndexedListing, type SearchFilters } from '../src/modules/products/search/listing-index';

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const MODELS = ['iPhone 13 128GB', 'Galaxy A54 5G', 'Redmi Note 12', 'Pixel 7', 'Nord CE 3', 'Tab M10', '105 (2023)', 'Primo S8'];
const CITIES = ['Dhaka (Mirpur 10)', 'Dhaka (Gulshan 1)', 'Chattogram (Agrabad)', 'Sylhet', "Cox's Bazar (Kolatoli)"];
/** One seller with hundreds of listings (a bitset posting) and many with few; some listings predate seller ids and have none. */
const SELLERS = Array.from({ length: 40 }, (_, i) => (0xabc000 + i).toString(16).padStart(24, '0'));
const sellerOf = (r: ReturnType<typeof random>) => (r.int(10) === 0 ? undefined : SELLERS[r.int(3) === 0 ? 0 : r.int(SELLERS.length)]);

function makeListing(r: ReturnType<typeof random>, n: number): IndexedListing {
  const brand = r.pick(BRANDS);
  const seller = sellerOf(r);
  const id = n.toString(16).padStart(24, '0');
  return {
    id,
    // Few distinct times and prices, so ties (broken by id) are common.
    createdAt: 1_700_000_000_000 + r.int(40) * 1000,
    price: 1000 * (1 + r.int(90)),
    category: r.pick(CATEGORY_IDS),
    brand,
    condition: r.pick(CONDITIONS),
    deviceName: `${brand} ${r.pick(MODELS)}`,
    location: r.pick(CITIES),
    advertised: r.int(5) === 0,
    ...(seller ? { sellerId: seller } : {}),
    // A third of unknown NEIR status (listings made before sellers were asked).
    ...(r.int(3) === 0 ? {} : { neir: r.pick(NEIR_STATUSES) }),
  };
}

/** Each listing's terms, split once (the brute force tests each listing thousands of times). */
const termsOf = new WeakMap<IndexedListing, string[]>();

function passes(l: IndexedListing, f: SearchFilters): boolean {
  let words = termsOf.get(l);
  if (!words) termsOf.set(l, (words = [...indexTerms(l.deviceName), ...indexTerms(l.brand), ...indexTerms(l.location)]));
  return (
    (!f.advertised || l.advertised) &&
    (!f.category || l.category === f.category) &&
    (!f.brand || l.brand === f.brand) &&
    (!f.condition || f.condition.includes(l.condition)) &&
    (!f.neir || l.neir === f.neir) &&
    (!f.location || searchTerms(f.location).every((w) => indexTerms(l.location).includes(w))) &&
    (f.minPrice === undefined || l.price >= f.minPrice) &&
    (f.maxPrice === undefined || l.price <= f.maxPrice) &&
    (!f.q || searchTerms(f.q).every((q) => words.some((w) => w.startsWith(q)))) &&
    (!f.seller || l.sellerId === f.seller.toLowerCase())
  );
}

function expected(all: Map<string, IndexedListing>, f: SearchFilters, sort: ListingSort): string[] {
  const cmp = (x: IndexedListing, y: IndexedListing) => {
    const key = sort === 'newest' ? y.createdAt - x.createdAt : sort === 'price_asc' ? x.price - y.price : y.price - x.price;
    if (key !== 0) return key;
    return sort === 'price_asc' ? (x.id < y.id ? -1 : 1) : x.id < y.id ? 1 : -1;
  };
  return [...all.values()].filter((l) => passes(l, f)).sort(cmp).map((l) => l.id);
}

function randomFilters(r: ReturnType<typeof random>): SearchFilters {
  const f: SearchFilters = {};
  if (r.int(3) === 0) f.category = r.pick(CATEGORY_IDS);
  if (r.int(4) === 0) f.brand = r.pick(BRANDS);
  if (r.int(4) === 0) f.condition = [...new Set([r.pick(CONDITIONS), r.pick(CONDITIONS)])];
  if (r.int(5) === 0) f.location = r.pick(['dhaka', 'Sylhet', "cox's bazar", 'mirpur']);
  if (r.int(3) === 0) f.minPrice = 1000 * r.int(60);
  if (r.int(3) === 0) f.maxPrice = 1000 * (30 + r.int(70));
  if (r.int(3) === 0) f.q = r.pick(['iph', 'galaxy a5', 'dhaka', 's', 'note 12', 'pixel 7 gulshan', 'zzz', '128gb', 'REDMI']);
  if (r.int(6) === 0) f.advertised = true;
  // Upper case too: the query schema takes an id in either case.
  if (r.int(4) === 0) f.seller = r.int(8) === 0 ? 'ffffff0000000000000000ff' : r.int(2) === 0 ? r.pick(SELLERS) : r.pick(SELLERS).toUpperCase();
  if (r.int(4) === 0) f.neir = r.pick(NEIR_STATUSES);
  return f;
}

/** Every page of a search, following the positions; fails on a repeated id. */
/** Listings 1 to `count`, by id, and the index built of them. */
function market(r: ReturnType<typeof random>, count: number): { all: Map<string, IndexedListing>; index: ListingIndex } {
  const all = new Map<string, IndexedListing>();
  for (let n = 1; n <= count; n++) {
    const l = makeListing(r, n);
    all.set(l.id, l);
  }
  return { all, index: new ListingIndex(all.values()) };
}

function walk(index: ListingIndex, f: SearchFilters, sort: ListingSort, limit: number): { ids: string[]; totals: number[] } {
  const ids: string[] = [];
  const totals: number[] = [];
  let page = index.search(f, sort, limit);
  for (;;) {
    ids.push(...page.slots.map((slot) => index.idOf(slot)));
    totals.push(page.total);
    if (!page.next) break;
    expect(page.slots).toHaveLength(limit);
    page = index.search(f, sort, limit, page.next);
  }
  return { ids, totals };
}

test('the same search again answers the same page until a listing is added, changed or removed', () => {
  const r = random(20261128);
  const { all, index } = market(r, 800);
  const f: SearchFilters = { q: 'galaxy', maxPrice: 60_000 };
  const ids = () => index.search(f, 'newest', 10).slots.map((slot) => index.idOf(slot));
  const first = index.search(f, 'newest', 10);
  // Asked again, nothing changed: the page is the one remembered, not counted again.
  expect(index.search(f, 'newest', 10)).toBe(first);
  expect(index.search({ ...f }, 'newest', 10)).toBe(first);
  expect(index.search(f, 'price_asc', 10)).not.toBe(first);
  expect(first.total).toBe(expected(all, f, 'newest').length);

  // A new listing that matches, the newest of all: first on the next page asked for.
  const added: IndexedListing = { ...makeListing(r, 900), brand: 'Samsung', deviceName: 'Samsung Galaxy S23', price: 50_000, createdAt: 1_800_000_000_000 };
  all.set(added.id, added);
  index.upsert(added);
  expect(ids()[0]).toBe(added.id);
  expect(index.search(f, 'newest', 10).total).toBe(first.total + 1);

  // Repriced out of the range: gone from the page.
  const repriced = { ...added, price: 90_000 };
  all.set(added.id, repriced);
  index.upsert(repriced);
  expect(ids()).not.toContain(added.id);
  expect(ids()).toEqual(expected(all, f, 'newest').slice(0, 10));

  // Sold (removed): the page's first listing leaves, and the next one moves up.
  const top = ids()[0]!;
  all.delete(top);
  index.remove(top);
  expect(ids()).toEqual(expected(all, f, 'newest').slice(0, 10));
  expect(ids()).not.toContain(top);
  expect(index.search(f, 'newest', 10).total).toBe(first.total - 1);
});

/** Whether a listing lies after a position in an order (the expected() order: ties by id). */
function lies(l: IndexedListing, sort: ListingSort, at: { key: number; id: string }): boolean {
  const key = sort === 'newest' ? l.createdAt : l.price;
  if (key !== at.key) return sort === 'price_asc' ? key > at.key : key < at.key;
  return sort === 'price_asc' ? l.id > at.id : l.id < at.id;
}

test('pages kept through single writes are the brute-force answer after each, and most stand, or change only their count', () => {
  const r = random(20261130);
  const { all, index } = market(r, 500);
  const sorts = ['newest', 'price_asc', 'price_desc'] as const;
  // First pages and pages a cursor or two in, of random filters, sorts and sizes, asked once each.
  const queries = Array.from({ length: 40 }, () => {
    const f = randomFilters(r);
    const sort = r.pick(sorts);
    const limit = 1 + r.int(30);
    let page = index.search(f, sort, limit);
    let after: { key: number; id: string } | undefined;
    for (let hops = r.int(3); hops > 0 && page.next; hops--) page = index.search(f, sort, limit, (after = page.next));
    return { f, sort, limit, after, page };
  });
  let n = 5000;
  const seen = { stood: 0, counted: 0, anew: 0 };
  for (let w = 0; w < 150; w++) {
    // One write: a new listing, a listing changed (price, name, place), or one taken out.
    const kind = r.int(20);
    if (kind < 8) {
      const l = makeListing(r, n++);
      all.set(l.id, l);
      index.upsert(l);
    } else if (kind < 15) {
      const id = r.pick([...all.keys()]);
      const changed = { ...makeListing(r, parseInt(id, 16)), createdAt: all.get(id)!.createdAt };
      all.set(id, changed);
      index.upsert(changed);
    } else {
      const id = r.pick([...all.keys()]);
      all.delete(id);
      index.remove(id);
    }
    for (const q of queries) {
      const matches = expected(all, q.f, q.sort);
      const rest = q.after ? matches.filter((id) => lies(all.get(id)!, q.sort, q.after!)) : matches;
      const page = index.search(q.f, q.sort, q.limit, q.after);
      expect(page.slots.map((slot) => index.idOf(slot))).toEqual(rest.slice(0, q.limit));
      expect(page.total).toBe(matches.length);
      const last = all.get(rest[q.limit - 1] ?? '');
      expect(page.next).toEqual(rest.length > q.limit && last ? { key: q.sort === 'newest' ? last.createdAt : last.price, id: last.id } : null);
      if (page === q.page) seen.stood++;
      else if (page.slots === q.page.slots) seen.counted++;
      else seen.anew++;
      q.page = page;
    }
  }
  // No compaction in so few writes: what stood, stood on the change log, not a forgotten memo.
  expect(index.generation).toBe(0);
  // Most of the 6,000 answers stood or had their count patched; each of the three happened.
  expect(seen.stood + seen.counted).toBeGreaterThan(seen.anew * 2);
  expect(Math.min(seen.stood, seen.counted, seen.anew)).toBeGreaterThan(50);
});

test('a kept page whose one listing after it is taken out says that no more follow', () => {
  const r = random(31);
  const { index } = market(r, 200);
  const f: SearchFilters = { q: 'zephyr' };
  // Five of their own name, the newest last.
  const ids = [1, 2, 3, 4, 5].map((k) => {
    const l: IndexedListing = { ...makeListing(r, 900 + k), deviceName: `Zephyr ${k}`, createdAt: 1_800_000_000_000 + k * 1000 };
    index.upsert(l);
    return l.id;
  });
  const first = index.search(f, 'newest', 4);
  const second = index.search(f, 'newest', 2, index.search(f, 'newest', 2).next!);
  expect(first.next).not.toBeNull();
  expect(second.slots.map((s) => index.idOf(s))).toEqual([ids[2], ids[1]]);
  expect(second.next).not.toBeNull();
  // The oldest goes: both pages stand, with nothing after them.
  index.remove(ids[0]!);
  expect(index.search(f, 'newest', 4)).toEqual({ slots: first.slots, total: 4, next: null });
  expect(index.search(f, 'newest', 2, index.search(f, 'newest', 2).next!)).toEqual({ slots: second.slots, total: 4, next: null });
});

test('facet counts kept through single writes are the brute-force counts after each, and those no write counts in stand', () => {
  const r = random(20261201);
  const { all, index } = market(r, 300);
  const asked = Array.from({ length: 12 }, () => {
    const f = randomFilters(r);
    return { f, facets: index.facets(f) };
  });
  let n = 5000;
  let stood = 0;
  for (let w = 0; w < 60; w++) {
    if (r.int(2) === 0) {
      const l = makeListing(r, n++);
      all.set(l.id, l);
      index.upsert(l);
    } else {
      const id = r.pick([...all.keys()]);
      all.delete(id);
      index.remove(id);
    }
    for (const a of asked) {
      const facets = index.facets(a.f);
      if (facets === a.facets) stood++;
      a.facets = facets;
      const count = (g: SearchFilters) => [...all.values()].filter((l) => passes(l, g)).length;
      expect(facets.total).toBe(count(a.f));
      for (const b of facets.brand) expect(b.count).toBe(count({ ...a.f, brand: b.value }));
      for (const c of facets.condition) expect(c.count).toBe(count({ ...a.f, condition: [c.value] }));
      for (const band of facets.priceBand) {
        const def = PRICE_BANDS.find((p) => p.id === band.value)!;
        expect(band.count).toBe(count({ ...a.f, minPrice: def.min, maxPrice: def.max ?? undefined }));
      }
    }
  }
  expect(stood).toBeGreaterThan(60 * 12 * 0.3);
  expect(stood).toBeLessThan(60 * 12);
});

test('facet counts asked again are the ones counted until a listing is added or removed', () => {
  const r = random(20261129);
  const { all, index } = market(r, 800);
  const f: SearchFilters = { category: 'smartphone', maxPrice: 50_000 };
  const smartphonesOf = (brand: string) => index.facets(f).brand.find((b) => b.value === brand)!.count;
  const brute = (brand: string) => expected(all, { ...f, brand: brand as SearchFilters['brand'] }, 'newest').length;
  const counted = index.facets(f);
  expect(index.facets({ ...f })).toBe(counted);
  expect(smartphonesOf('Google')).toBe(brute('Google'));

  const added: IndexedListing = { ...makeListing(r, 900), category: 'smartphone', brand: 'Google', deviceName: 'Google Pixel 8', price: 40_000 };
  all.set(added.id, added);
  index.upsert(added);
  expect(index.facets(f)).not.toBe(counted);
  expect(smartphonesOf('Google')).toBe(brute('Google'));
  expect(index.facets(f).total).toBe(counted.total + 1);

  all.delete(added.id);
  index.remove(added.id);
  expect(smartphonesOf('Google')).toBe(brute('Google'));
  expect(index.facets(f)).toEqual(counted);
});

test('every page of random searches matches the brute-force answer, through writes and compaction', () => {
  const r = random(20261122);
  const { all, index } = market(r, 1500);
  let n = 1501;
  for (let round = 0; round < 6; round++) {
    for (let i = 0; i < 25; i++) {
      const f = randomFilters(r);
      const sort = r.pick(['newest', 'price_asc', 'price_desc'] as const);
      const want = expected(all, f, sort);
      const got = walk(index, f, sort, 1 + r.int(48));
      expect(got.ids).toEqual(want);
      expect(new Set(got.totals)).toEqual(new Set([want.length]));
    }
    // Writes between rounds: new listings, changed ones (a new price and name), and removals,
    // enough of them for the index to compact its dead slots.
    for (let i = 0; i < 400; i++, n++) {
      const l = makeListing(r, n);
      all.set(l.id, l);
      index.upsert(l);
    }
    for (const id of [...all.keys()].filter(() => r.int(8) === 0)) {
      const changed = { ...makeListing(r, parseInt(id, 16)) };
      all.set(id, changed);
      index.upsert(changed);
    }
    for (const id of [...all.keys()].filter(() => r.int(3) === 0)) {
      all.delete(id);
      index.remove(id);
    }
    expect(index.size).toBe(all.size);
  }
  // The rounds' removals outnumbered the listings left at least once: the slots were renumbered.
  expect(index.generation).toBeGreaterThan(0);
});

test('searches by category, brand, condition, NEIR status and price alone are counted exactly, with bounds inside price buckets, through writes', () => {
  // Thousands of distinct prices, more than the index's price buckets, so price bounds cut
  // buckets; and filters of the listing's own columns only, which are counted without bitsets.
  const r = random(20261126);
  const all = new Map<string, IndexedListing>();
  const priced = (l: IndexedListing): IndexedListing => ({ ...l, price: 500 + r.int(120_000) });
  let n = 1;
  for (; n <= 3000; n++) {
    const l = priced(makeListing(r, n));
    all.set(l.id, l);
  }
  const index = new ListingIndex(all.values());
  const prices = () => [...all.values()].map((l) => l.price);
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 30; i++) {
      const f: SearchFilters = {};
      if (r.int(2) === 0) f.category = r.pick(CATEGORY_IDS);
      if (r.int(3) === 0) f.brand = r.pick(BRANDS);
      if (r.int(3) === 0) f.condition = [...new Set([r.pick(CONDITIONS), r.pick(CONDITIONS)])];
      if (r.int(4) === 0) f.neir = r.pick(NEIR_STATUSES);
      // A bound at a listing's own price (inclusive), or anywhere.
      if (r.int(3) > 0) f.minPrice = r.int(2) === 0 ? r.pick(prices()) : r.int(100_000);
      if (r.int(3) > 0) f.maxPrice = r.int(2) === 0 ? r.pick(prices()) : (f.minPrice ?? 0) + r.int(40_000);
      const sort = r.pick(['newest', 'price_asc', 'price_desc'] as const);
      const want = expected(all, f, sort);
      const got = walk(index, f, sort, 1 + r.int(48));
      expect(got.ids).toEqual(want);
      expect(new Set(got.totals)).toEqual(new Set([want.length]));
    }
    for (let i = 0; i < 500; i++, n++) {
      const l = priced(makeListing(r, n));
      all.set(l.id, l);
      index.upsert(l);
    }
    for (const id of [...all.keys()].filter(() => r.int(6) === 0)) {
      const changed = priced(makeListing(r, parseInt(id, 16)));
      all.set(id, changed);
      index.upsert(changed);
    }
    for (const id of [...all.keys()].filter(() => r.int(4) === 0)) {
      all.delete(id);
      index.remove(id);
    }
  }
});

test('a search by category walks from where its listings are priced, as writes move the cheapest and dearest', () => {
  // Feature phones cost far less than smartphones: highest first, a walk starts at the dearest
  // feature phone, not at the dearest listing. Writes then list feature phones dearer and cheaper
  // than any before and remove them again, so where they start moves both ways.
  const r = random(20261127);
  const all = new Map<string, IndexedListing>();
  const priceOf = (category: string) => (category === 'feature-phone' ? 500 + r.int(5500) : 8000 + r.int(140_000));
  let n = 1;
  const make = () => {
    const l = makeListing(r, n++);
    return { ...l, price: priceOf(l.category) };
  };
  for (; n <= 2000; ) {
    const l = make();
    all.set(l.id, l);
  }
  const index = new ListingIndex(all.values());
  const check = () => {
    for (let i = 0; i < 12; i++) {
      const f: SearchFilters = { category: r.pick(CATEGORY_IDS) };
      if (r.int(2) === 0) f.condition = [r.pick(CONDITIONS)];
      if (r.int(2) === 0) f.minPrice = r.int(3000);
      if (r.int(2) === 0) f.maxPrice = 3000 + r.int(300_000);
      const sort = r.pick(['price_asc', 'price_desc', 'newest'] as const);
      const want = expected(all, f, sort);
      const got = walk(index, f, sort, 5 + r.int(30));
      expect(got.ids).toEqual(want);
      expect(new Set(got.totals)).toEqual(new Set([want.length]));
    }
  };
  check();
  const outliers: IndexedListing[] = [];
  for (const price of [250_000, 120, 90_000, 300]) {
    const l = { ...make(), category: 'feature-phone' as const, price };
    outliers.push(l);
    all.set(l.id, l);
    index.upsert(l);
    check();
  }
  for (const l of outliers) {
    all.delete(l.id);
    index.remove(l.id);
    check();
  }
});

test('facet counts are the counts of each choice under every other filter', () => {
  const r = random(7);
  const all = new Map<string, IndexedListing>();
  for (let n = 1; n <= 800; n++) {
    const l = makeListing(r, n);
    all.set(l.id, l);
  }
  const index = new ListingIndex(all.values());
  for (let i = 0; i < 30; i++) {
    const f = randomFilters(r);
    const facets = index.facets(f);
    const count = (g: SearchFilters) => expected(all, g, 'newest').length;
    expect(facets.total).toBe(count(f));
    for (const c of facets.category) expect(c.count).toBe(count({ ...f, category: c.value }));
    for (const b of facets.brand) expect(b.count).toBe(count({ ...f, brand: b.value }));
    for (const c of facets.condition) expect(c.count).toBe(count({ ...f, condition: [c.value] }));
    for (const n of facets.neir) expect(n.count).toBe(count({ ...f, neir: n.value }));
    for (const band of facets.priceBand) {
      const def = PRICE_BANDS.find((p) => p.id === band.value)!;
      expect(band.count).toBe(count({ ...f, minPrice: def.min, maxPrice: def.max ?? undefined }));
    }
  }
});

/**
 * A market of `size` listings, a quarter priced on the bands' edges (4,999 is under 5k, 5,000 is
 * not), whose facets for `filters()` are checked against `count` (the listings passing by hand)
 * before and after each of `rounds` rounds of `writes` new listings, price changes and removals.
 */
function checkFacetsThroughWrites(
  r: ReturnType<typeof random>,
  { size, rounds, writes, filters, count }: { size: number; rounds: number; writes: number; filters: (edges: number[], all: Map<string, IndexedListing>) => SearchFilters; count: (all: Map<string, IndexedListing>, g: SearchFilters) => number },
) {
  const edges = [4_999, 5_000, 9_999, 10_000, 19_999, 20_000, 39_999, 40_000, 79_999, 80_000];
  const priced = (l: IndexedListing) => (r.int(4) === 0 ? { ...l, price: r.pick(edges) } : l);
  const all = new Map<string, IndexedListing>();
  for (let n = 1; n <= size; n++) {
    const l = priced(makeListing(r, n));
    all.set(l.id, l);
  }
  const index = new ListingIndex(all.values());
  const check = () => {
    for (let i = 0; i < 8; i++) {
      const f = filters(edges, all);
      const n = (g: SearchFilters) => count(all, g);
      expect(index.facets(f)).toEqual({
        total: n(f),
        category: CATEGORY_IDS.map((value) => ({ value, count: n({ ...f, category: value }) })),
        brand: BRANDS.map((value) => ({ value, count: n({ ...f, brand: value }) })),
        condition: CONDITIONS.map((value) => ({ value, count: n({ ...f, condition: [value] }) })),
        neir: NEIR_STATUSES.map((value) => ({ value, count: n({ ...f, neir: value }) })),
        priceBand: PRICE_BANDS.map(({ id, min, max }) => ({ value: id, count: n({ ...f, minPrice: min, maxPrice: max ?? undefined }), min, max })),
      });
    }
  };
  check();
  for (let round = 0; round < rounds; round++) {
    for (let w = 0; w < writes; w++) {
      const kind = r.int(3);
      if (kind === 0) {
        const l = priced(makeListing(r, 10_000 + round * 100 + w));
        all.set(l.id, l);
        index.upsert(l);
      } else {
        const id = r.pick([...all.keys()]);
        if (kind === 1) {
          const l = { ...all.get(id)!, price: r.int(2) === 0 ? r.pick(edges) : 1000 * (1 + r.int(120)) };
          all.set(id, l);
          index.upsert(l);
        } else {
          all.delete(id);
          index.remove(id);
        }
      }
    }
    check();
  }
}

test('facet counts without a keyword, location, seller or advertised filter (counted from the tally) are the counts of each choice, through writes', () => {
  const r = random(11);
  checkFacetsThroughWrites(r, {
    size: 1500,
    rounds: 6,
    writes: 40,
    filters: (edges) => {
      const { q: _q, location: _l, seller: _s, advertised: _a, ...f } = randomFilters(r);
      if (r.int(3) === 0) f.minPrice = r.pick(edges);
      if (r.int(3) === 0) f.maxPrice = r.pick(edges);
      return f;
    },
    // passes() without its words: these filters read none.
    count: (all, g) => {
      let n = 0;
      for (const l of all.values()) {
        if (g.category && l.category !== g.category) continue;
        if (g.brand && l.brand !== g.brand) continue;
        if (g.condition && !g.condition.includes(l.condition)) continue;
        if (g.neir && l.neir !== g.neir) continue;
        if ((g.minPrice !== undefined && l.price < g.minPrice) || (g.maxPrice !== undefined && l.price > g.maxPrice)) continue;
        n++;
      }
      return n;
    },
  });
});

test('facet counts with a keyword, location, seller or advertised filter (one pass over its matches) are the counts of each choice, through writes', () => {
  const r = random(12);
  checkFacetsThroughWrites(r, {
    size: 300,
    rounds: 4,
    writes: 30,
    filters: (edges, all) => {
      const f = randomFilters(r);
      if (!(f.q || f.location || f.seller || f.advertised)) f.q = r.pick(['galaxy', 'dhaka', 'i', 'note', 'note 12', 'pixel 7']);
      // Few matches too (a seller's), read one by one, bounded at one of their prices or a band's edge.
      if (r.int(2) === 0) f.seller = r.pick(SELLERS.slice(1));
      const theirs = [...all.values()].filter((l) => l.sellerId === f.seller).map((l) => l.price);
      const bound = () => (theirs.length > 0 && r.int(2) === 0 ? r.pick(theirs) : r.pick(edges));
      if (r.int(2) === 0) f.maxPrice = bound();
      if (r.int(2) === 0) f.minPrice = bound();
      return f;
    },
    count: (all, g) => [...all.values()].filter((l) => passes(l, g)).length,
  });
});

test('a search after the last position of its order answers an empty page', () => {
  const r = random(1);
  const index = new ListingIndex([makeListing(r, 1), makeListing(r, 2)]);
  const page = index.search({}, 'price_asc', 1);
  expect(page.slots).toHaveLength(1);
  const last = index.search({}, 'price_asc', 1, page.next!);
  expect(last.slots).toHaveLength(1);
  expect(last.next).toBeNull();
  expect(index.search({}, 'price_asc', 5, { key: Number.MAX_SAFE_INTEGER, id: 'f'.repeat(24) }).slots).toEqual([]);
});

test('a search by three words or more finds a listing through any of the terms a word starts, short lists among them', () => {
  // "x" starts "xa" (10 listings: a list posting) and "xb" (1,490: a bitset); Dhaka and Mirpur
  // are 600 listings each (bitsets), "alpha" is every listing's.
  const all = new Map<string, IndexedListing>();
  for (let i = 0; i < 3000; i++) {
    const l: IndexedListing = {
      id: (i + 1).toString(16).padStart(24, '0'),
      createdAt: 1_700_000_000_000 + i * 1000,
      price: 1000 + (i % 97) * 100,
      category: 'smartphone',
      brand: 'Other',
      condition: 'good',
      deviceName: i < 10 ? 'Alpha xa' : i < 1500 ? 'Alpha xb' : 'Alpha other',
      location: i % 5 === 0 ? 'Dhaka (Mirpur)' : 'Sylhet (Zindabazar)',
      advertised: false,
    };
    all.set(l.id, l);
  }
  const index = new ListingIndex(all.values());
  for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
    const f: SearchFilters = { q: 'alpha x', location: 'Dhaka Mirpur' };
    const want = expected(all, f, sort);
    // 2 of the 10 "xa" listings and 298 of the "xb" ones are in Dhaka (Mirpur).
    expect(want).toHaveLength(300);
    expect(walk(index, f, sort, 24).ids).toEqual(want);
    expect(index.search(f, sort, 5).total).toBe(300);
    expect(index.search({ q: 'xa', location: 'Mirpur Dhaka' }, sort, 5).total).toBe(2);
  }
});

test('listings of a keyword written after the index was built are found, however far from its others their slots are', () => {
  // Three names of 2,000 listings each: long postings (bitsets), each in a few chunks of slots once
  // the index numbers its slots by device name. Listings written later take slots past them all.
  const r = random(20261127);
  const all = new Map<string, IndexedListing>();
  let n = 1;
  const add = (name: string) => {
    const l: IndexedListing = { ...makeListing(r, n++), deviceName: name, brand: 'Other' };
    all.set(l.id, l);
    return l;
  };
  for (let i = 0; i < 6000; i++) add(['Alpha one', 'Beta two', 'Gamma three'][i % 3]!);
  const index = new ListingIndex(all.values());
  const check = () => {
    for (const f of [{ q: 'alpha' }, { q: 'al' }, { q: 'alpha one' }, { q: 'alpha', location: 'dhaka' }, { q: 'one', location: 'Dhaka Mirpur' }, { q: 'gamma' }] as SearchFilters[]) {
      for (const sort of ['newest', 'price_asc'] as const) {
        const want = expected(all, f, sort);
        const got = walk(index, f, sort, 40);
        expect(got.ids).toEqual(want);
        expect(new Set(got.totals)).toEqual(new Set([want.length]));
      }
    }
  };
  check();
  // New Alpha listings (slots after the Gammas'), Gammas made Alphas, Betas gone.
  for (let i = 0; i < 300; i++) index.upsert(add('Alpha one'));
  for (const l of [...all.values()].filter((l) => l.deviceName === 'Gamma three').slice(0, 200)) {
    const changed = { ...l, deviceName: 'Alpha one' };
    all.set(l.id, changed);
    index.upsert(changed);
  }
  check();
  for (const l of [...all.values()].filter((l) => l.deviceName === 'Beta two')) {
    all.delete(l.id);
    index.remove(l.id);
  }
  check();
  // Enough written since the slots were numbered for the index to number them all again.
  const generation = index.generation;
  for (let i = 0; i < 4000; i++) index.upsert(add(i % 2 ? 'Beta two' : 'Alpha one'));
  expect(index.generation).toBeGreaterThan(generation);
  check();
  expect(index.size).toBe(all.size);
});

test('listings written at either end of every order are in their places, however many come after the index was built', () => {
  for (const direction of [1, -1]) {
    const r = random(20261127 + direction);
    const { all, index } = market(r, 100);
    let n = 101;
    // Each newer and dearer than all before (direction 1), or older and cheaper (-1): each goes
    // first in one order and last in another, over and over, past the room its arrays had.
    for (let i = 1; i <= 1000; i++, n++) {
      const l = { ...makeListing(r, n), createdAt: 1_700_000_000_000 + direction * (100_000 + i * 1000), price: direction === 1 ? 200_000 + i : 1000 - i };
      all.set(l.id, l);
      index.upsert(l);
      if (i % 250 === 0) {
        for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
          for (const f of [{}, { maxPrice: 200_500 }, { minPrice: 500 }, { q: 'galaxy' }, { brand: 'Apple' as const, minPrice: 50_000 }]) {
            const want = expected(all, f, sort);
            const got = walk(index, f, sort, 40);
            expect(got.ids).toEqual(want);
            expect(new Set(got.totals)).toEqual(new Set([want.length]));
          }
        }
      }
    }
    // Not renumbered meanwhile: the orders took every one of them in place.
    expect(index.generation).toBe(0);
  }
});
