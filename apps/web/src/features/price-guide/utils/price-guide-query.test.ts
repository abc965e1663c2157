// From what was typed to the price guide's query and the page's address.
import { describe, expect, it } from 'vitest';
import { guideSearchParams, priceGuideQuery, readGuideSearch } from './price-guide-query';

describe('priceGuideQuery', () => {
  it('normalises the model, so every spelling of it is one look-up', () => {
    expect(priceGuideQuery({ model: 'Samsung Galaxy A54 5G 8/256GB', condition: '', yearsOfUse: '', neir: '' })).toEqual({ model: 'samsung galaxy a54' });
    expect(priceGuideQuery({ model: 'galaxy a54', condition: '', yearsOfUse: '', neir: '' })).toEqual({ model: 'samsung galaxy a54' });
  });

  it('takes a known condition and years of use from 0 to 50 (as the start of its band), and leaves out the rest', () => {
    expect(priceGuideQuery({ model: 'iPhone 13', condition: 'good', yearsOfUse: '1.5', neir: '' })).toEqual({
      model: 'apple iphone 13',
      condition: 'good',
      yearsOfUse: 1,
    });
    expect(priceGuideQuery({ model: 'iPhone 13', condition: '', yearsOfUse: '0.333', neir: '' })?.yearsOfUse).toBe(0);
    expect(priceGuideQuery({ model: 'iPhone 13', condition: '', yearsOfUse: '7', neir: '' })?.yearsOfUse).toBe(3);
    expect(priceGuideQuery({ model: 'iPhone 13', condition: 'mint', yearsOfUse: 'two', neir: '' })).toEqual({ model: 'apple iphone 13' });
  });

  it('asks nothing while the name says no model', () => {
    expect(priceGuideQuery({ model: '  ', condition: '', yearsOfUse: '', neir: '' })).toBeNull();
    expect(priceGuideQuery({ model: '5G 128GB', condition: '', yearsOfUse: '', neir: '' })).toBeNull();
  });
});

describe('the page address', () => {
  it('holds only what is set, and reads back the same', () => {
    const params = guideSearchParams({ model: ' galaxy a54 ', condition: 'fair', yearsOfUse: '', neir: '' });
    expect(params.toString()).toBe('model=galaxy+a54&condition=fair');
    expect(readGuideSearch(params)).toEqual({ model: 'galaxy a54', condition: 'fair', yearsOfUse: '', neir: '' });
  });
});
