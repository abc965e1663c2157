// The results screen's state as it lives in the URL: links and the back button give the same
// results, and a hand-edited link shows results rather than an error from the API.
import { describe, expect, it } from 'vitest';
import { listingsQuerySchema } from '@mobile-planet/shared';
import {
  activeFilters,
  clearedListingSearch,
  listingQueryParams,
  listingSearchParams,
  readListingSearch,
  type ListingSearch,
} from './listing-search';

const read = (query: string, fixedCategory: Parameters<typeof readListingSearch>[1] = null) =>
  readListingSearch(new URLSearchParams(query), fixedCategory);

const EMPTY: ListingSearch = {
  q: '',
  category: null,
  brand: null,
  condition: [],
  neir: null,
  location: '',
  minPrice: null,
  maxPrice: null,
  sort: 'newest',
};

describe('reading a search from the URL', () => {
  it('reads every filter and the sort', () => {
    expect(
      read('q=galaxy&category=smartphone&brand=Samsung&condition=good,excellent&neir=registered&location=Dhaka&minPrice=1000&maxPrice=30000&sort=price_asc'),
    ).toEqual({
      q: 'galaxy',
      category: 'smartphone',
      brand: 'Samsung',
      condition: ['excellent', 'good'],
      neir: 'registered',
      location: 'Dhaka',
      minPrice: 1000,
      maxPrice: 30000,
      sort: 'price_asc',
    });
  });

  it('starts empty, newest first, without parameters', () => {
    expect(read('')).toEqual(EMPTY);
  });

  it('forgives case and spaces in a brand, conditions, keywords and a location', () => {
    expect(read('brand=%20samsung%20&condition=%20Good%20,FAIR&neir=%20Unregistered%20&q=%20iph%2013%20&location=%20Sylhet%20')).toMatchObject({
      brand: 'Samsung',
      neir: 'unregistered',
      condition: ['good', 'fair'],
      q: 'iph 13',
      location: 'Sylhet',
    });
  });

  it('drops values the API would refuse instead of failing', () => {
    expect(read('category=laptop&brand=Nokla&condition=mint&neir=unknown&minPrice=-5&maxPrice=1e3&sort=cheapest')).toEqual(EMPTY);
    // One NEIR status at a time, as the API takes it.
    expect(read('neir=registered,unregistered')).toEqual(EMPTY);
    expect(read('maxPrice=10000001')).toEqual(EMPTY);
    expect(read('maxPrice=10000000').maxPrice).toBe(10_000_000);
  });

  it('keeps a price range typed the wrong way round as that range', () => {
    expect(read('minPrice=30000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 30000 });
  });

  it('cuts keywords and a location to what the API takes', () => {
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(read(`location=${'b'.repeat(80)}`).location).toHaveLength(60);
  });

  it('on /category/{id} takes the category from the path, not from a parameter', () => {
    expect(read('category=tablet', 'smartphone').category).toBe('smartphone');
  });

  it.each([
    'q=galaxy&brand=samsung&condition=Good&minPrice=30000&maxPrice=1000',
    'category=laptop&brand=Nokla&condition=mint,good&sort=cheapest',
    `q=${'x'.repeat(300)}&location=${'y'.repeat(300)}`,
    'location=---',
    'location=%20%20',
    'minPrice=99999999&maxPrice=0',
    'q[$ne]=1&limit=1000&cursor=not%20ours',
    'neir=REGISTERED&condition=fair',
    'neir=maybe',
  ])('gives a query the API accepts for any hand-edited link: %s', (query) => {
    const result = listingsQuerySchema.safeParse(listingQueryParams(read(query)));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

describe('writing a search into the URL', () => {
  it('leaves out empty filters and the default sort', () => {
    expect(listingSearchParams(EMPTY).toString()).toBe('');
    expect(listingSearchParams({ ...EMPTY, q: 'iph 13', brand: 'Apple', sort: 'price_desc' }).toString()).toBe(
      'q=iph+13&brand=Apple&sort=price_desc',
    );
    expect(listingSearchParams({ ...EMPTY, sort: 'newest', minPrice: 0 }).toString()).toBe('minPrice=0');
  });

  it('joins conditions with commas', () => {
    expect(listingSearchParams({ ...EMPTY, condition: ['excellent', 'fair'] }).get('condition')).toBe('excellent,fair');
  });

  it('leaves the category out on /category/{id}, where the path says it', () => {
    expect(listingSearchParams({ ...EMPTY, category: 'tablet', brand: 'Walton' }, 'tablet').toString()).toBe('brand=Walton');
  });

  it('reads back the same search it wrote (a link and the back button give the same results)', () => {
    const searches: ListingSearch[] = [
      EMPTY,
      { q: 'galaxy s21', category: 'smartphone', brand: 'Samsung', condition: ['excellent', 'good'], neir: 'registered', location: 'Chattogram', minPrice: 0, maxPrice: 63500, sort: 'price_asc' },
      { ...EMPTY, neir: 'unregistered' },
      { ...EMPTY, category: 'feature-phone', condition: ['fair'], sort: 'price_desc' },
      { ...EMPTY, q: 'ঢাকা & co', location: 'Cox’s Bazar', minPrice: 650 },
    ];
    for (const search of searches) expect(read(listingSearchParams(search).toString())).toEqual(search);
  });
});

describe('active filters and clearing them', () => {
  const busy: ListingSearch = {
    q: 'nokia', category: 'feature-phone', brand: 'Nokia', condition: ['good'], neir: 'registered', location: 'Khulna', minPrice: 500, maxPrice: 5000, sort: 'price_asc',
  };

  it('names each filter that is set, keywords included', () => {
    expect(activeFilters(EMPTY)).toEqual([]);
    expect(activeFilters(busy)).toEqual(['q', 'category', 'brand', 'condition', 'neir', 'location', 'minPrice', 'maxPrice']);
  });

  it('does not count the category of a category page as a filter', () => {
    expect(activeFilters({ ...EMPTY, category: 'tablet' }, 'tablet')).toEqual([]);
  });

  it('clears keywords and filters but keeps the sort, and a category page keeps its category', () => {
    expect(clearedListingSearch(busy)).toEqual({ ...EMPTY, sort: 'price_asc' });
    expect(clearedListingSearch(busy, 'feature-phone')).toEqual({ ...EMPTY, category: 'feature-phone', sort: 'price_asc' });
  });
});
