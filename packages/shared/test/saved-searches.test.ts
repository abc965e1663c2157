// A saved search's body: GET /listings's filters and keywords, normalised by its schema, and turned
// back into the same query string (the results' address) by savedSearchQueryOf.
import { MSG, listingsQuerySchema, savedSearchInputSchema, savedSearchQueryOf, savedSearchRenameSchema } from '../src';

const errorsOf = (input: unknown) => {
  const parsed = savedSearchInputSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('savedSearchInputSchema', () => {
  test('normalises the filters as GET /listings reads them and drops the order and the page', () => {
    const parsed = savedSearchInputSchema.parse({
      name: '  Samsungs  ',
      query: { q: ' galaxy ', brand: 'samsung', condition: 'Good, excellent', minPrice: '5000', sort: 'price_asc', limit: '12', cursor: 'abc' },
    });
    expect(parsed).toEqual({ name: 'Samsungs', query: { q: 'galaxy', brand: 'Samsung', condition: ['good', 'excellent'], minPrice: 5000 } });
  });

  test('refuses a search with no filter or keyword, bad filters, unknown fields and a bad name, each on its field', () => {
    expect(errorsOf({ query: {} })).toEqual({ query: MSG.savedSearchEmpty });
    expect(errorsOf({ query: { sort: 'newest' } })).toEqual({ query: MSG.savedSearchEmpty });
    expect(errorsOf({ query: { maxPrice: 'lots' } })).toEqual({ 'query.maxPrice': MSG.priceFilterInvalid });
    expect(errorsOf({ query: 'q=galaxy' })).toEqual({ query: MSG.savedSearchQueryInvalid });
    expect(errorsOf({ query: { q: 'x' }, name: ' ' })).toEqual({ name: MSG.savedSearchNameRequired });
    expect(errorsOf({ query: { q: 'x' }, name: 'n'.repeat(61) })).toEqual({ name: MSG.tooLong(60) });
    expect(savedSearchInputSchema.safeParse({ query: { q: 'x' }, extra: 1 }).success).toBe(false);
    expect(savedSearchRenameSchema.safeParse({ name: 'ok', query: {} }).success).toBe(false);
  });
});

describe('savedSearchQueryOf', () => {
  test('gives the query string that parses back to the same filters', () => {
    const { sort: _s, limit: _l, cursor: _c, ...filters } = listingsQuerySchema.parse({
      q: 'pixel', category: 'smartphone', brand: 'Google', condition: 'excellent,good', neir: 'registered', location: 'Dhaka', minPrice: '0', maxPrice: '50000',
    });
    const query = savedSearchQueryOf(filters);
    expect(query).toEqual({ q: 'pixel', category: 'smartphone', brand: 'Google', condition: 'excellent,good', neir: 'registered', location: 'Dhaka', minPrice: '0', maxPrice: '50000' });
    const { sort: _s2, limit: _l2, cursor: _c2, ...again } = listingsQuerySchema.parse(query);
    expect(again).toEqual(filters);
  });
});
