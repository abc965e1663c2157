// Dates and times as every screen prints them: British order, short month, 24-hour clock, in the
// viewer's own time zone (the API sends ISO instants).
// The date as the Add Product form writes a posted date, plus the time.
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** '5 Mar 2025, 14:30'; '—' for a missing or unreadable instant. */
export function formatDateTime(iso: string | undefined | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString('en-GB', DATE_TIME) : '—';
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
  return parseInstant(iso)?.toLocaleDateString('en-GB', SHORT_DATE) ?? '—';
}

/** 'March 2025' ("Member since …"). */
export function formatMonthYear(iso: string | undefined | null): string {
  return parseInstant(iso)?.toLocaleDateString('en-GB', MONTH_YEAR) ?? '—';
}

/**
 * How long ago, briefly, for lists that change by the minute (the notifications): 'just now',
 * '5 min ago', '3 h ago', '2 d ago'; a week or more ago, the short date.
 */
export function formatTimeAgo(iso: string | undefined | null, now: number = Date.now()): string {
  const date = parseInstant(iso);
  if (!date) return '—';
  const elapsed = now - date.getTime();
  // A server clock a few minutes ahead of the browser's still reads as now, not as a date.
  if (elapsed < MINUTE_MS && elapsed > -5 * MINUTE_MS) return 'just now';
  if (elapsed < 0 || elapsed >= 7 * DAY_MS) return formatShortDate(iso);
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}
