// How every screen prints an instant.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonthYear, formatPostedDate, formatShortDate, formatTimeAgo } from './dates';
import { setLanguage } from './i18n';

describe('formatDateTime', () => {
  it('writes the day, the short month, the year and a 12-hour time, as Bangladesh writes dates', () => {
    expect(formatDateTime('2025-03-17T12:00:00.000Z')).toMatch(/^1[78] Mar 2025, \d{1,2}:\d{2} [ap]m$/);
  });

  it('writes Bangla digits, month names in Bangla and a 24-hour time with no Latin "PM"', async () => {
    await setLanguage('bn');
    const text = formatDateTime('2025-03-17T12:00:00.000Z');
    expect(text).toMatch(/^১[৭৮] মার্চ, ২০২৫, [০-৯]{2}:[০-৯]{2}$/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('writes a dash for a missing or unreadable instant', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatShortDate and formatMonthYear', () => {
  it('write a day (or a month) as en-BD does, and a dash for what is not a date', () => {
    expect(formatShortDate('2025-03-12T12:00:00Z')).toBe('12 Mar 2025');
    expect(formatMonthYear('2024-07-15T12:00:00Z')).toBe('July 2024');
    expect(formatShortDate('not a date')).toBe('—');
    expect(formatMonthYear(undefined)).toBe('—');
  });
});

describe('formatTimeAgo', () => {
  const now = Date.parse('2025-03-12T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago briefly, and gives the date after a week', () => {
    expect(formatTimeAgo(ago(20_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(-60_000), now)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60_000), now)).toBe('5 min. ago');
    expect(formatTimeAgo(ago(3 * 3_600_000 + 1), now)).toBe('3 hr. ago');
    expect(formatTimeAgo(ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(formatTimeAgo(ago(8 * 86_400_000), now)).toBe('4 Mar 2025');
    expect(formatTimeAgo('', now)).toBe('—');
  });

  it('says it in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    expect(formatTimeAgo(ago(20_000), now)).toBe('এইমাত্র');
    expect(formatTimeAgo(ago(5 * 60_000), now)).toBe('৫ মিনিট আগে');
    expect(formatTimeAgo(ago(8 * 86_400_000), now)).toBe('৪ মার্চ, ২০২৫');
  });
});

describe('formatPostedDate', () => {
  it('in English, writes every day the one way, whatever it was typed as: "22 Nov 2026"', async () => {
    await setLanguage('en');
    for (const typed of ['22 Nov 2026', 'Nov 22, 2026', '২২ নভে, ২০২৬', '2026-11-22', '22 November 2026']) {
      expect(formatPostedDate(typed)).toBe('22 Nov 2026');
    }
  });

  it('in Bangla, writes a date the form wrote in English in Bangla, and keeps a Bangla one as typed', async () => {
    await setLanguage('bn');
    const bangla = formatPostedDate('22 Nov 2026');
    expect(bangla).toBe(new Date(Date.UTC(2026, 10, 22)).toLocaleDateString('bn-BD', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
    expect(bangla).toMatch(/^২২ .+, ২০২৬$/);
    expect(formatPostedDate('Nov 22, 2026')).toBe(bangla);
    expect(formatPostedDate('5 September 2025')).toMatch(/^৫ .+, ২০২৫$/);
    expect(formatPostedDate('২২ নভে, ২০২৬')).toBe(bangla);
  });

  it('keeps what is not a day as typed: words, a day that does not exist, a date without its year', async () => {
    await setLanguage('bn');
    for (const typed of ['last week', 'Posted yesterday', '31 Feb 2026', '22 Nov', 'Nov 22 2026 10am', '']) {
      expect(formatPostedDate(typed)).toBe(typed);
    }
  });
});
