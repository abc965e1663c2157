// What the screens print for prices, tile names, years of use and dates.
import { describe, expect, it } from 'vitest';
import { advertiseTileName, capitalize, formatMonthYear, formatShortDate, formatTaka, formatTimeAgo, formatUseDuration } from './format';

describe('formatTaka', () => {
  it('writes taka with the ৳ sign and thousands separators, rounded to whole taka', () => {
    expect(formatTaka(1234567)).toBe('৳1,234,567');
    expect(formatTaka(12500.4)).toBe('৳12,500');
    expect(formatTaka(0)).toBe('৳0');
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

  it('capitalizes a condition word', () => {
    expect(capitalize('excellent')).toBe('Excellent');
    expect(capitalize('')).toBe('');
  });
});

describe('dates', () => {
  const now = Date.parse('2025-03-12T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago briefly, and gives the date after a week', () => {
    expect(formatTimeAgo(ago(20_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(-60_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(formatTimeAgo(ago(3 * 3_600_000 + 1), now)).toBe('3 h ago');
    expect(formatTimeAgo(ago(2 * 86_400_000), now)).toBe('2 d ago');
    expect(formatTimeAgo(ago(8 * 86_400_000), now)).toBe(formatShortDate(ago(8 * 86_400_000)));
  });

  it('writes short dates and months, and a dash for what is not a date', () => {
    expect(formatShortDate('2025-03-12T12:00:00Z')).toBe('12 Mar 2025');
    expect(formatMonthYear('2024-07-15T12:00:00Z')).toBe('July 2024');
    expect(formatShortDate('not a date')).toBe('—');
    expect(formatTimeAgo('', now)).toBe('—');
  });
});
