// Dates and times as every screen prints them, in the reader's language (Intl's en-BD or bn-BD,
// Bangla digits and month names in Bangla) and the viewer's own time zone (the API sends ISO instants).
import { i18n, intlLocale } from './i18n';

// The date as the Add Product form writes a posted date, plus the time.
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** 'Mar 5, 2025, 02:30 PM'; '—' for a missing or unreadable instant. */
export function formatDateTime(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleString(intlLocale(), DATE_TIME) ?? '—';
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

/** 'Mar 5, 2025' (a review's date); '—' for a missing or unreadable instant. */
export function formatShortDate(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleDateString(intlLocale(), SHORT_DATE) ?? '—';
}

/** 'March 2025' ("Member since …"). */
export function formatMonthYear(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleDateString(intlLocale(), MONTH_YEAR) ?? '—';
}

/** Today as the Add Product form fills in a posted date: 'Mar 5, 2025'. */
export function formatToday(): string {
  return new Date().toLocaleDateString(intlLocale(), SHORT_DATE);
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
