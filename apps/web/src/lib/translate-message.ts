// Messages that reach the screen in English from elsewhere (the shared schemas' MSG, which both
// the forms and the API use) shown in the reader's language. English passes through unchanged.
import { FAVOURITES_MAX, MSG, SAVED_SEARCHES_MAX, WARRANTY_DAYS, messageKeyOf, type ApiError } from '@mobile-planet/shared';
import { i18n, intlLocale } from './i18n';

/** A validation message (one of MSG's) in the current language; any other text as it is. */
export function translateMessage(message: string): string {
  if (i18n.resolvedLanguage === 'en') return message;
  const known = messageKeyOf(message);
  return known ? i18n.t(`validation:${known.key}`, { max: known.max }) : message;
}

/** What of an API error body a translation reads; a newer API may send a code this build does not know. */
type ApiErrorWords = Pick<ApiError, 'message' | 'params'> & { code?: string };

/** Numbers an English message writes in itself rather than taking as params; the Bangla takes them as these. */
export const API_ERROR_CONSTANTS = { warrantyDays: WARRANTY_DAYS, favouritesMax: FAVOURITES_MAX, savedSearchesMax: SAVED_SEARCHES_MAX } as const;

const LOCK_END: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * A code's params as its translation reads them: `roles` ('Seller,Admin') as role names in a list,
 * `until` (ISO) as a time of day in the reader's zone, a `reason` that is itself a code in words.
 */
function translationParams(params: Record<string, string | number> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...API_ERROR_CONSTANTS, ...params };
  const { roles, until, reason } = params;
  if (typeof roles === 'string') {
    const names = roles.split(',').map((role) => i18n.t(`common:roles.${role.trim()}` as never, { defaultValue: role.trim() }) as string);
    out.roles = new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(names);
  }
  if (typeof until === 'string') {
    const end = new Date(until);
    if (!Number.isNaN(end.getTime())) out.until = end.toLocaleTimeString(intlLocale(), LOCK_END);
  }
  // The Bangla catalogue's keys are exactly the API's codes (translate-message.test.ts), so the
  // English catalogue (API_ERRORS) need not be in the bundle to tell a code.
  if (typeof reason === 'string' && i18n.exists(`apiErrors:${reason}`)) {
    out.reason = i18n.t(`apiErrors:${reason}` as never, { ...API_ERROR_CONSTANTS }) as string;
  }
  return out;
}

/**
 * An API refusal in the current language: by its stable code when the catalogue has it (with the
 * params the sentence is built from), else a validation message by its words, else as sent.
 */
export function translateApiError(error: ApiErrorWords): string {
  if (i18n.resolvedLanguage === 'en') return error.message;
  if (error.code && i18n.exists(`apiErrors:${error.code}`)) {
    return i18n.t(`apiErrors:${error.code}` as never, translationParams(error.params)) as string;
  }
  return translateMessage(error.message);
}

/**
 * An API error body's per-field messages (`errors`) in the current language: by `fieldCodes` (a
 * MSG key, with its number from `params[field]` for tooLong / limitInvalid), a field carrying the
 * refusal's own message by the refusal's code, else by the message's words. English as sent.
 */
export function translateFieldErrors(body: Partial<ApiError> | null | undefined): Record<string, string> {
  const errors = body?.errors ?? {};
  if (i18n.resolvedLanguage === 'en') return { ...errors };
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = body?.fieldCodes?.[field];
    const max = body?.params?.[field];
    if (key && Object.hasOwn(MSG, key) && (typeof MSG[key] === 'string' || typeof max === 'number')) {
      out[field] = i18n.t(`validation:${key}`, { max: max as number });
    } else if (body?.code && body.code !== 'validation_failed' && message === body.message) {
      out[field] = translateApiError({ code: body.code, message, params: body.params });
    } else {
      out[field] = translateMessage(message);
    }
  }
  return out;
}
