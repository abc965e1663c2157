// The price guide's words: the Add Product sentence for sales and for listings (nothing without
// figures), what the figures are of, the note while sales are too few for badges, and the scope.
import { describe, expect, it } from 'vitest';
import type { PriceGuide } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fewSalesNote, guideBasis, guideScope, guideSentence, neirFallbackNote } from './guide-words';

const GUIDE: PriceGuide = {
  model: 'samsung galaxy a54',
  condition: 'good',
  useBand: '1-2',
  neir: null,
  basis: 'sales',
  sales: 12,
  count: 12,
  median: 15500,
  low: 14000,
  high: 16500,
};

describe('guideSentence', () => {
  it('says what similar phones sold for', () => {
    expect(guideSentence(GUIDE)).toBe('Similar phones sold for ৳14,000–16,500');
  });

  it('says what they are listed for while sales are too few', () => {
    expect(guideSentence({ ...GUIDE, basis: 'listings', sales: 2, count: 7, low: 18000, high: 21250 })).toBe(
      'Similar phones are listed for ৳18,000–21,250',
    );
  });

  it('says nothing without figures', () => {
    expect(guideSentence({ ...GUIDE, basis: 'none', sales: 0, count: 0, median: null, low: null, high: null })).toBeNull();
  });

  it('names one price when the range is one price', () => {
    expect(guideSentence({ ...GUIDE, low: 15000, high: 15000 })).toBe('Similar phones sold for ৳15,000');
  });
});

describe('guideBasis', () => {
  it('counts sales or listings, one or many', () => {
    expect(guideBasis(GUIDE)).toBe('12 completed sales');
    expect(guideBasis({ ...GUIDE, count: 1 })).toBe('1 completed sale');
    expect(guideBasis({ ...GUIDE, basis: 'listings', count: 3 })).toBe('3 available listings');
    expect(guideBasis({ ...GUIDE, basis: 'none', count: 0 })).toBeNull();
  });
});

describe('fewSalesNote', () => {
  it('explains the missing badge under 5 sales, and is gone from 5 on', () => {
    expect(fewSalesNote({ ...GUIDE, sales: 3 })).toBe(
      'Only 3 completed sales of this model so far: listings get a “Good price” or “Fair price” badge from 5 sales on.',
    );
    expect(fewSalesNote({ ...GUIDE, sales: 0 })).toBe(
      'No completed sales of this model so far: listings get a “Good price” or “Fair price” badge from 5 sales on.',
    );
    expect(fewSalesNote({ ...GUIDE, sales: 5 })).toBeNull();
  });
});

describe('guideScope', () => {
  it('names the condition and the years of use, or any', () => {
    expect(guideScope(GUIDE)).toBe('Good condition, 1 to 2 years of use');
    expect(guideScope({ condition: null, useBand: null, neir: null })).toBe('Any condition, any years of use');
  });

  it('adds the NEIR status the figures are of, and says why they are of every status when the one asked has too few sales', () => {
    expect(guideScope({ ...GUIDE, neir: 'unregistered' })).toBe('Good condition, 1 to 2 years of use, not registered in NEIR');
    expect(neirFallbackNote({ neir: null }, 'registered')).toBe(
      'Too few sales of phones registered in NEIR (the guide keeps them apart from 5 sales on): these figures are of every phone of this model, registered or not.',
    );
    expect(neirFallbackNote({ neir: 'registered' }, 'registered')).toBeNull();
    expect(neirFallbackNote({ neir: null }, undefined)).toBeNull();
  });
});

describe('in Bangla', () => {
  it('words the sentence, the basis, the note and the scope in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    expect(guideSentence(GUIDE)).toBe('একই ধরনের ফোন বিক্রি হয়েছে ৳১৪,০০০–১৬,৫০০-এ');
    expect(guideBasis(GUIDE)).toBe('১২টি সম্পন্ন বিক্রি');
    expect(guideBasis({ ...GUIDE, basis: 'listings', count: 3 })).toBe('৩টি চালু বিজ্ঞাপন');
    expect(fewSalesNote({ ...GUIDE, sales: 3 })).toBe(
      'এই মডেলের এ পর্যন্ত মাত্র ৩টি বিক্রি সম্পন্ন হয়েছে: ৫টি বিক্রির পর থেকে বিজ্ঞাপনগুলো “ভালো দাম” বা “ন্যায্য দাম” ব্যাজ পায়।',
    );
    expect(guideScope(GUIDE)).toBe('ভালো অবস্থা, ১ থেকে ২ বছর ব্যবহৃত');
    expect(guideScope({ condition: null, useBand: null, neir: null })).toBe('যেকোনো অবস্থা, যেকোনো ব্যবহারের সময়');
    expect(guideScope({ ...GUIDE, neir: 'registered' })).toBe('ভালো অবস্থা, ১ থেকে ২ বছর ব্যবহৃত, NEIR-এ নিবন্ধিত');
  });
});
