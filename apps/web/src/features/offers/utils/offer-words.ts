// What the offer screens say that is worked out, not looked up: an amount's error from the form or
// the API in the reader's language, and how long a live offer has left.
import type { ApiError } from '@mobile-planet/shared';
import { isApiRequestError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { translateApiError, translateMessage } from '@/lib/translate-message';

/** The form schema's word for an amount outside the bounds (offerFormSchema): said with the bounds. */
const OUT_OF_BOUNDS = 'offer_amount_out_of_bounds';

/** A form error on the amount, in words: the bounds spelt out, or the shared message translated. */
export function formAmountError(message: string | undefined, bounds: { min: number; max: number } | null): string | undefined {
  if (!message) return undefined;
  if (message === OUT_OF_BOUNDS) {
    return bounds ? i18n.t('offers:outOfBounds', { min: formatNumber(bounds.min), max: formatNumber(bounds.max) }) : i18n.t('offers:noBounds');
  }
  return translateMessage(message);
}

/** The API's refusal of an amount, when it was about the amount (400 with `errors.amount`); else null. */
export function apiAmountError(err: unknown): string | null {
  if (!isApiRequestError(err) || err.status !== 400) return null;
  const data = err.data as Partial<ApiError> | undefined;
  const onAmount = data?.errors?.amount;
  if (!onAmount) return null;
  return data.code && data.code !== 'validation_failed' ? translateApiError(data as ApiError) : translateMessage(onAmount);
}

/** What is left of a live offer's 48 hours, in whole hours and minutes (never below zero). */
export function timeLeft(lapsesAt: string, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((new Date(lapsesAt).getTime() - now) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
