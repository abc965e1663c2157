// What the screens print for prices, tile names and years of use.
import { describe, expect, it } from 'vitest';
import { advertiseTileName, capitalize, formatTaka, formatTakaRange, formatUseDuration, maskedImei } from './format';
import { setLanguage } from './i18n';

describe('formatTaka', () => {
  it('writes taka with the ৳ sign and thousands separators, rounded to whole taka', () => {
    expect(formatTaka(1234567)).toBe('৳1,234,567');
    expect(formatTaka(12500.4)).toBe('৳12,500');
    expect(formatTaka(0)).toBe('৳0');
  });
});

describe('formatTaka in Bangla', () => {
  it('writes Bangla digits after the taka sign', async () => {
    await setLanguage('bn');
    expect(formatTaka(12500)).toBe('৳১২,৫০০');
    expect(formatTakaRange(14000, 16500)).toBe('৳১৪,০০০–১৬,৫০০');
  });
});

describe('formatTakaRange', () => {
  it('writes the ৳ sign once and an en dash between the ends', () => {
    expect(formatTakaRange(14000, 16500)).toBe('৳14,000–16,500');
    expect(formatTakaRange(15000, 15000)).toBe('৳15,000');
  });
});

describe('maskedImei', () => {
  it('shows only the last four digits', () => {
    expect(maskedImei('1234')).toBe('••••1234');
  });
});

describe('advertiseTileName', () => {
  it('keeps the first 12 characters of the device name (spec §2)', () => {
    expect(advertiseTileName('Samsung Galaxy S23 Ultra')).toBe('Samsung Gala');
    expect(advertiseTileName('Nokia 105')).toBe('Nokia 105');
  });
});

describe('formatUseDuration', () => {
  it('says months under a year, years above, and Unused for none', () => {
    expect(formatUseDuration(0)).toBe('Unused');
    expect(formatUseDuration(0.5)).toBe('6 months');
    expect(formatUseDuration(1)).toBe('1 year');
    expect(formatUseDuration(2.5)).toBe('2.5 years');
    expect(formatUseDuration(-1)).toBe('—');
  });

  it('says it in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    expect(formatUseDuration(0)).toBe('অব্যবহৃত');
    expect(formatUseDuration(0.5)).toBe('৬ মাস');
    expect(formatUseDuration(2.5)).toBe('২.৫ বছর');
  });

  it('capitalizes a condition word', () => {
    expect(capitalize('excellent')).toBe('Excellent');
    expect(capitalize('')).toBe('');
  });
});
