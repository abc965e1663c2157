// The price guide's shared rules: one model however its name is written, the years-of-use bands,
// and the query of GET /price-guide.
import { bandOfYears, fieldErrors, normaliseModel, priceGuideQuerySchema } from '../src';

describe('normaliseModel', () => {
  test.each([
    ['Samsung Galaxy A54 5G 8/256GB', 'galaxy a54'],
    ['SAMSUNG Galaxy A54 (8GB/256GB) Awesome Lime', 'Galaxy A54 5G'],
    ['Galaxy A54 8GB RAM 256GB ROM', 'samsung galaxy a54 4g'],
    ['Apple iPhone 13 128GB', 'iphone 13'],
    ['iPhone 13 128 GB Midnight', 'iphone 13.'],
    ['Xiaomi Redmi Note 13 8/128GB', 'redmi note 13'],
    ['Redmi Note 13 8+256GB Dual SIM', 'xiaomi redmi note 13'],
    ['Xiaomi Redmi 12 8/128', 'redmi 12 black'],
    ['Samsung Galaxy Tab A8 10.5"', 'galaxy tab a8'],
    ['Nokia 105 (2023)', 'nokia 105 2023'],
  ])('"%s" and "%s" are one model', (a, b) => {
    expect(normaliseModel(a)).toBe(normaliseModel(b));
    expect(normaliseModel(a)).not.toBe('');
  });

  test('the brand first, then the model words, in lower case', () => {
    expect(normaliseModel('Samsung Galaxy A54 5G 8/256GB')).toBe('samsung galaxy a54');
    expect(normaliseModel('galaxy a54')).toBe('samsung galaxy a54');
    expect(normaliseModel('Apple iPhone 13 128GB')).toBe('apple iphone 13');
    expect(normaliseModel('realme 11 8/256GB')).toBe('realme 11');
    // No known brand: only the words.
    expect(normaliseModel('Lava Blaze 4/64GB')).toBe('lava blaze');
  });

  test.each([
    ['galaxy a54', 'galaxy a34'],
    ['iphone 13', 'iphone 13 pro'],
    ['iphone 13 pro', 'iphone 13 pro max'],
    ['redmi note 13', 'redmi note 13 pro+'],
    ['redmi note 13', 'redmi note 12'],
    ['nokia 105', 'nokia 105 (2023)'],
    ['galaxy a54', 'galaxy tab a8'],
  ])('"%s" and "%s" stay apart', (a, b) => {
    expect(normaliseModel(a)).not.toBe(normaliseModel(b));
  });

  test('memory, network and colour words alone name no model', () => {
    expect(normaliseModel('5G 128GB Black')).toBe('');
    expect(normaliseModel('   ')).toBe('');
  });
});

describe('bandOfYears', () => {
  test.each([
    [0, 'under-1'],
    [0.5, 'under-1'],
    [1, '1-2'],
    [1.5, '1-2'],
    [2, '2-3'],
    [2.99, '2-3'],
    [3, '3-plus'],
    [50, '3-plus'],
  ])('%s years → %s', (years, band) => expect(bandOfYears(years)).toBe(band));
});

describe('GET /price-guide query', () => {
  const errorsOf = (query: unknown) => {
    const r = priceGuideQuerySchema.safeParse(query);
    return r.success ? {} : fieldErrors(r.error);
  };

  test('a model, a condition (any case) and years of use', () => {
    expect(priceGuideQuerySchema.parse({ model: ' galaxy a54 ', condition: 'Good', yearsOfUse: '1.5' })).toEqual({ model: 'galaxy a54', condition: 'good', yearsOfUse: 1.5 });
    expect(priceGuideQuerySchema.parse({ model: 'iphone 13' })).toEqual({ model: 'iphone 13' });
    expect(priceGuideQuerySchema.parse({ model: 'iphone 13', neir: 'Unregistered' })).toEqual({ model: 'iphone 13', neir: 'unregistered' });
  });

  test('bad values and unknown parameters', () => {
    expect(errorsOf({})).toEqual({ model: expect.any(String) });
    expect(errorsOf({ model: '' })).toEqual({ model: expect.any(String) });
    expect(errorsOf({ model: '5G 128GB' })).toEqual({ model: expect.any(String) });
    expect(errorsOf({ model: 'x'.repeat(81) })).toEqual({ model: 'Must be at most 80 characters' });
    expect(errorsOf({ model: ['a', 'b'] })).toEqual({ model: expect.any(String) });
    expect(errorsOf({ model: 'galaxy a54', condition: 'mint' })).toEqual({ condition: 'Choose a condition: excellent, good or fair' });
    for (const yearsOfUse of ['-1', '51', 'abc', '', '1e1', '1.234']) {
      expect(errorsOf({ model: 'galaxy a54', yearsOfUse })).toEqual({ yearsOfUse: 'Years of use must be between 0 and 50' });
    }
    expect(errorsOf({ model: 'galaxy a54', neir: 'maybe' })).toEqual({ neir: 'NEIR status must be registered or unregistered' });
    expect(errorsOf({ model: 'galaxy a54', price: '1' })).toEqual({ price: 'This call does not take that query parameter' });
  });
});
