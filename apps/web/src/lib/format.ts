// Small display formatters the screens share.
import { ADVERTISE_NAME_LENGTH } from '@/config/ui';

/** ৳ with thousands separators, e.g. ৳12,500 (DESIGN.md §5). */
export function formatTaka(amount: number): string {
  return `৳${Math.round(amount).toLocaleString('en-US')}`;
}

/** A price range as the price guide words it: '৳14,000–16,500', or one price when both ends meet. */
export function formatTakaRange(low: number, high: number): string {
  if (Math.round(low) === Math.round(high)) return formatTaka(low);
  return `${formatTaka(low)}–${Math.round(high).toLocaleString('en-US')}`;
}

/** What anyone sees of an IMEI: its last four digits behind four dots, '••••1234'. */
export function maskedImei(last4: string): string {
  return `••••${last4}`;
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
