// A saved search in words (its list, the save dialog) in both languages, the name the dialog
// proposes, and the results' address it opens.
import { describe, expect, it } from 'vitest';
import { listingsQuerySchema } from '@mobile-planet/shared';
import { loadAllWords, setLanguage } from '@/lib/i18n';
import { proposedName, resultsPath, searchSummary } from './search-summary';

const FULL = { q: 'galaxy', brand: 'Samsung', category: 'smartphone', condition: 'good,excellent', neir: 'registered', minPrice: '5000', maxPrice: '20000', location: 'Dhaka' };

describe('searchSummary', () => {
  it('says every filter in the filter panel’s words', async () => {
    await setLanguage('en');
    await loadAllWords();
    expect(searchSummary(FULL)).toBe('“galaxy” · Samsung · Smart Phones · Good, Excellent · Registered in NEIR · ৳5,000 to ৳20,000 · in Dhaka');
  });

  it('says a price with one end as from or up to, and no filter as all listings', async () => {
    await setLanguage('en');
    expect(searchSummary({ brand: 'Apple', minPrice: '30000' })).toBe('Apple · from ৳30,000');
    expect(searchSummary({ maxPrice: '8000' })).toBe('up to ৳8,000');
    expect(searchSummary({})).toBe('All listings');
  });

  it('in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    await loadAllWords();
    expect(searchSummary({ category: 'tablet', condition: 'fair', maxPrice: '15000', location: 'Sylhet' })).toBe(
      'ট্যাবলেট · মোটামুটি · ৳১৫,০০০ পর্যন্ত · Sylhet-এ',
    );
    await setLanguage('en');
  });
});

describe('proposedName', () => {
  it('is the keywords, else the first filters', async () => {
    await setLanguage('en');
    expect(proposedName(FULL)).toBe('galaxy');
    expect(proposedName({ brand: 'Xiaomi', category: 'smartphone', location: 'Khulna', maxPrice: '9000' })).toBe('Xiaomi · Smart Phones · up to ৳9,000');
  });
});

describe('resultsPath', () => {
  it('opens /search with the saved filters, which GET /listings reads back as they were', () => {
    const path = resultsPath(FULL);
    expect(path.startsWith('/search?')).toBe(true);
    const params = Object.fromEntries(new URL(path, 'http://x').searchParams);
    expect(params).toEqual(FULL);
    expect(listingsQuerySchema.safeParse(params).success).toBe(true);
  });
});
