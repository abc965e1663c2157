// Small display formatters the screens share, in the reader's language (Intl's en-BD or bn-BD).
import { ADVERTISE_NAME_LENGTH } from '@/config/ui';
import { i18n, intlLocale } from './i18n';

/** A whole number as the reader's language writes it: 12,500 or ১২,৫০০. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** ৳ with thousands separators, e.g. ৳12,500, or ৳১২,৫০০ in Bangla (docs/product.md#past-the-original-spec). */
export function formatTaka(amount: number): string {
  return `৳${formatNumber(amount)}`;
}

/** A price range as the price guide words it: '৳14,000–16,500', or one price when both ends meet. */
export function formatTakaRange(low: number, high: number): string {
  if (Math.round(low) === Math.round(high)) return formatTaka(low);
  return `${formatTaka(low)}–${formatNumber(high)}`;
}

/** What anyone sees of an IMEI: its last four digits behind four dots, '••••1234'. */
export function maskedImei(last4: string): string {
  return `••••${last4}`;
}

/** The advertise tile shows the first 12 characters of deviceName (spec §2). */
export function advertiseTileName(deviceName: string): string {
  return deviceName.slice(0, ADVERTISE_NAME_LENGTH);
}

/** 0.5 → '6 months', 1 → '1 year', 2.5 → '2.5 years' (in Bangla '৬ মাস', '২.৫ বছর'). */
export function formatUseDuration(years: number): string {
  if (!Number.isFinite(years) || years < 0) return '—';
  if (years === 0) return i18n.t('common:duration.unused');
  if (years < 1) return i18n.t('common:duration.month', { count: Math.max(1, Math.round(years * 12)) });
  return i18n.t('common:duration.year', { count: Math.round(years * 10) / 10 });
}

/** 'excellent' → 'Excellent'. */
export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}
