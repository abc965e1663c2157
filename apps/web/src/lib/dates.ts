// Dates and times as every screen prints them, in the reader's language and the viewer's own time
// zone (the API sends ISO instants). One order everywhere, as Bangladesh writes dates: the day, the
// month, the year ('5 Mar 2025'; Intl's en-GB order in English, bn-BD in Bangla with its digits and
// month names). Times: '2:30 pm' in English; 24-hour in Bangla ('১৪:৩০'), where Intl would
// otherwise mix in a Latin 'PM'.
import { latinDigits } from '@mobile-planet/shared';
import { i18n, intlLocale } from './i18n';

/** The locale dates are written in: the reader's language, with the day before the month. */
function dateLocale(): string {
  return intlLocale().startsWith('bn') ? 'bn-BD' : 'en-GB';
}

/** 'h12' in English, 'h23' in Bangla. */
function hourCycle(): Intl.DateTimeFormatOptions['hourCycle'] {
  return intlLocale().startsWith('bn') ? 'h23' : 'h12';
}

// The date as the Add Product form writes a posted date, plus the time.
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** '5 Mar 2025, 2:30 pm' ('৫ মার্চ, ২০২৫, ১৪:৩০'); '—' for a missing or unreadable instant. */
export function formatDateTime(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleString(dateLocale(), { ...DATE_TIME, hourCycle: hourCycle() }) ?? '—';
}

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function parseInstant(iso: string | undefined | null): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '5 Mar 2025' (a review's date); '—' for a missing or unreadable instant. */
export function formatShortDate(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleDateString(dateLocale(), SHORT_DATE) ?? '—';
}

/** 'March 2025' ("Member since …"). */
export function formatMonthYear(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleDateString(dateLocale(), MONTH_YEAR) ?? '—';
}

const MONTH_FORMS: Intl.DateTimeFormatOptions[] = [{ month: 'short' }, { month: 'long' }];

let monthNumbers: Map<string, number> | undefined;
/** Every month's name as Intl writes it in a date, short and long, in either language (and en-GB, the demo's): name → 0–11. */
function monthByName(): Map<string, number> {
  monthNumbers ??= new Map(
    ['en-BD', 'en-GB', 'bn-BD'].flatMap((locale) =>
      MONTH_FORMS.flatMap((form) =>
        Array.from({ length: 12 }, (_, month) => {
          // Within a date, as the form writes it: Bangla's 'নভে' there is 'নভেম্বর' on its own.
          const parts = new Intl.DateTimeFormat(locale, { ...SHORT_DATE, ...form, timeZone: 'UTC' }).formatToParts(Date.UTC(2000, month, 1));
          return [(parts.find((part) => part.type === 'month')?.value ?? '').toLowerCase(), month] as const;
        }),
      ),
    ),
  );
  return monthNumbers;
}

/**
 * The day a posted date names, when it is a date as the form writes one in either language
 * ('22 Nov 2026', 'Nov 22, 2026', '২২ নভে, ২০২৬') or an ISO day; null for anything else.
 */
function parsePostedDay(text: string): Date | null {
  const ascii = latinDigits(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ascii);
  if (iso) return utcDay(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const parts = ascii.split(/[\s,]+/).filter(Boolean);
  const year = parts.find((part) => /^\d{4}$/.test(part));
  const day = parts.find((part) => /^\d{1,2}$/.test(part));
  const name = parts.find((part) => !/^\d+$/.test(part));
  const month = name === undefined ? undefined : monthByName().get(name.toLowerCase().replace(/\.$/, ''));
  if (parts.length !== 3 || year === undefined || day === undefined || month === undefined) return null;
  return utcDay(Number(year), month, Number(day));
}

/** That day (UTC midnight), or null when there is no such day (31 Feb). */
function utcDay(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

/**
 * A listing's posted date (free text, spec §2 Add Product) for the reader: any day it names, in
 * either language or as an ISO day, is written the one way every date is ('Nov 22, 2026' and
 * '২২ নভে, ২০২৬' read '22 Nov 2026' in English); anything else as typed.
 */
export function formatPostedDate(text: string): string {
  const date = parsePostedDay(text);
  if (!date) return text;
  return date.toLocaleDateString(dateLocale(), { ...SHORT_DATE, timeZone: 'UTC' });
}

/** Today as the Add Product form fills in a posted date: '5 Mar 2025'. */
export function formatToday(): string {
  return new Date().toLocaleDateString(dateLocale(), SHORT_DATE);
}

/**
 * How long ago, briefly, for lists that change by the minute (the notifications): 'just now',
 * '5 min. ago', '3 hr. ago', '2 days ago' (Intl's short relative time); a week or more ago, the short date.
 */
export function formatTimeAgo(iso: string | undefined | null, now: number = Date.now()): string {
  const date = parseInstant(iso);
  if (!date) return '—';
  const elapsed = now - date.getTime();
  // A server clock a few minutes ahead of the browser's still reads as now, not as a date.
  if (elapsed < MINUTE_MS && elapsed > -5 * MINUTE_MS) return i18n.t('common:time.justNow');
  if (elapsed < 0 || elapsed >= 7 * DAY_MS) return formatShortDate(iso);
  const relative = new Intl.RelativeTimeFormat(intlLocale(), { style: 'short', numeric: 'always' });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
}
