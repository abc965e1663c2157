// Small display formatters the screens share: prices, names, durations and dates.
import { ADVERTISE_NAME_LENGTH } from '@/config/ui';

/** ৳ with thousands separators, e.g. ৳12,500 (DESIGN.md §5). */
export function formatTaka(amount: number): string {
  return `৳${Math.round(amount).toLocaleString('en-US')}`;
}

/** The advertise tile shows the first 12 characters of deviceName (spec §2). */
export function advertiseTileName(deviceName: string): string {
  return deviceName.slice(0, ADVERTISE_NAME_LENGTH);
}

/** 0.5 → '6 months', 1 → '1 year', 2.5 → '2.5 years'. */
export function formatUseDuration(years: number): string {
  if (!Number.isFinite(years) || years < 0) return '—';
  if (years === 0) return 'Unused';
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} ${months === 1 ? 'month' : 'months'}`;
  }
  const shown = Number.isInteger(years) ? String(years) : years.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${years === 1 ? 'year' : 'years'}`;
}

/** 'excellent' → 'Excellent'. */
export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An API date as '12 Mar 2025', in the reader's time zone; '—' when it is not a date. */
export function formatShortDate(iso: string): string {
  const date = parseDate(iso);
  return date ? SHORT_DATE.format(date) : '—';
}

/** An API date as 'March 2025' ("Member since …"). */
export function formatMonthYear(iso: string): string {
  const date = parseDate(iso);
  return date ? MONTH_YEAR.format(date) : '—';
}

/**
 * How long ago, briefly, for lists that change by the minute: 'just now', '5 min ago', '3 h ago',
 * '2 d ago'; a week or more ago (or a clock ahead of ours), the short date.
 */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const date = parseDate(iso);
  if (!date) return '—';
  const elapsed = now - date.getTime();
  // A server clock a little ahead of the browser's still reads as now, not as a date.
  if (elapsed < MINUTE_MS && elapsed > -5 * MINUTE_MS) return 'just now';
  if (elapsed < 0 || elapsed >= 7 * DAY_MS) return SHORT_DATE.format(date);
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} h ago`;
  return `${Math.floor(elapsed / DAY_MS)} d ago`;
}
