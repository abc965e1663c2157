// The shared schemas' messages (MSG) in the reader's language: by their words, with their number;
// the API's refusals by their code (every code of API_ERRORS has its Bangla), and per-field errors.
import { API_ERRORS, MSG, WARRANTY_DAYS, apiErrorMessage as englishOf, messageKeyOf, type ApiError, type ApiErrorCode } from '@mobile-planet/shared';
import { describe, expect, it } from 'vitest';
import banglaApiErrors from '@/locales/bn/apiErrors.json';
import { setLanguage } from './i18n';
import { API_ERROR_CONSTANTS, translateApiError, translateFieldErrors, translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage(MSG.emailRequired)).toBe('Email Address is required');
    expect(translateMessage(MSG.tooLong(50))).toBe('Must be at most 50 characters');
  });

  it('knows a message with a number by its words', () => {
    expect(messageKeyOf(MSG.tooLong(50))).toEqual({ key: 'tooLong', max: 50 });
    expect(messageKeyOf(MSG.emailRequired)).toEqual({ key: 'emailRequired' });
    expect(messageKeyOf('Something else')).toBeNull();
  });

  it('says a message in Bangla, with the number in Bangla digits', async () => {
    await setLanguage('bn');
    expect(translateMessage(MSG.emailRequired)).toBe('ইমেইল ঠিকানা দিতে হবে');
    expect(translateMessage(MSG.tooLong(50))).toBe('সর্বোচ্চ ৫০ অক্ষর হতে পারে');
  });

  it('passes any other text through unchanged in Bangla', async () => {
    await setLanguage('bn');
    expect(translateMessage('Galaxy A54 is booked by someone else')).toBe('Galaxy A54 is booked by someone else');
  });
});

const codes = Object.keys(API_ERRORS) as ApiErrorCode[];
const bangla: Record<string, string> = banglaApiErrors;

/** The params a code's English reads, found by building it with params that note what is asked of them. */
function englishParams(code: ApiErrorCode): string[] {
  const entry = API_ERRORS[code];
  if (typeof entry === 'string') return [];
  const read = new Set<string>();
  const params = new Proxy({}, { get: (_, key) => (typeof key === 'string' && read.add(key), 'x') });
  (entry as (p: unknown) => string)(params);
  return [...read].sort();
}

/** The English as the server builds it, with these params. */
const english = (code: ApiErrorCode, params?: Record<string, string | number>) =>
  params ? englishOf({ code, params } as never) : englishOf(code as never);

const bn = (n: number) => new Intl.NumberFormat('bn').format(n);

describe('the Bangla of the API errors (apiErrors.json)', () => {
  it('has every code of API_ERRORS, and no other', () => {
    expect(codes.filter((code) => !bangla[code]?.trim()), 'codes without Bangla').toEqual([]);
    expect(Object.keys(bangla).filter((key) => !(codes as string[]).includes(key)), 'keys that are no code').toEqual([]);
  });

  it.each(codes)('%s: the placeholders are the params the English reads', (code) => {
    const placeholders = [...new Set([...bangla[code]!.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!))];
    const constants = placeholders.filter((name) => Object.hasOwn(API_ERROR_CONSTANTS, name));
    expect(placeholders.filter((name) => !constants.includes(name)).sort()).toEqual(englishParams(code));
    // A number the English writes in itself (the warranty's days) is one the Bangla reads as a constant.
    const sentinel = new Proxy({}, { get: () => 'x' });
    const englishText = typeof API_ERRORS[code] === 'string' ? API_ERRORS[code] : (API_ERRORS[code] as (p: unknown) => string)(sentinel);
    for (const name of constants) expect(englishText).toContain(String(API_ERROR_CONSTANTS[name as keyof typeof API_ERROR_CONSTANTS]));
  });
});

describe('translateApiError', () => {
  const say = (code: ApiErrorCode, params?: Record<string, string | number>) =>
    translateApiError({ code, message: english(code, params), params });

  it('passes the server message through unchanged in English', () => {
    expect(say('handover_code_wrong', { left: 2 })).toBe("That is not the buyer's handover code. 2 tries left.");
    expect(say('route_not_found', { method: 'GET', path: '/nope' })).toBe('No route for GET /nope');
    expect(say('payment_refunded_booking_closed', { reason: 'booking_expired' })).toBe(
      'This booking has expired. Your payment has been refunded.',
    );
    expect(translateApiError({ code: 'new_code', message: 'Said in English' })).toBe('Said in English');
  });

  it('says a refusal in Bangla by its code, numbers in Bangla digits', async () => {
    await setLanguage('bn');
    expect(say('handover_code_wrong', { left: 2 })).toBe('এটি ক্রেতার হস্তান্তর কোড নয়। আর ২ বার চেষ্টা করতে পারবেন।');
    expect(say('image_too_large', { maxMb: 5 })).toBe('ছবিটি ৫ MB-এর চেয়ে বড়');
    expect(say('route_not_found', { method: 'GET', path: '/nope' })).toBe('এমন কোনো রাউট নেই: GET /nope');
    expect(say('listing_not_found')).toBe('এমন কোনো বিজ্ঞাপন নেই');
    expect(say('warranty_ended')).toBe(`এই লেনদেনের ${bn(WARRANTY_DAYS)} দিনের ওয়ারেন্টির মেয়াদ শেষ হয়ে গেছে`);
  });

  it("names the roles, the lock's end as a time and a nested reason in Bangla", async () => {
    await setLanguage('bn');
    expect(say('role_required', { roles: 'Seller,Admin' })).toBe('শুধু বিক্রেতা বা অ্যাডমিন এটি করতে পারেন');
    const until = '2025-03-05T15:05:00.000Z';
    const time = new Date(until).toLocaleTimeString('bn-BD', { hour: 'numeric', minute: '2-digit' });
    expect(time).toMatch(/[০-৯]{1,2}:[০-৯]{2}/);
    expect(say('handover_locked', { until })).toBe(`অনেকবার ভুল কোড দেওয়া হয়েছে। ${time} থেকে আবার চেষ্টা করতে পারবেন।`);
    expect(say('payment_refunded_booking_closed', { reason: 'booking_expired' })).toBe(
      'এই বুকিংয়ের মেয়াদ শেষ হয়ে গেছে। আপনার পেমেন্টের টাকা ফেরত দেওয়া হয়েছে।',
    );
    expect(say('payment_refunded_booking_closed', { reason: 'warranty_ended' })).toContain(`${bn(WARRANTY_DAYS)} দিনের`);
    // A free-text reason (an admin's words) stays as written.
    expect(say('seller_blocked', { reason: 'Fake listings' })).toBe(
      'একজন অ্যাডমিন আপনার অ্যাকাউন্ট থেকে ডিভাইসের বিজ্ঞাপন দেওয়া বন্ধ করেছেন: Fake listings',
    );
  });

  it("falls back to the message's words, else the message as sent, for a code it does not know", async () => {
    await setLanguage('bn');
    expect(translateApiError({ code: 'new_code', message: MSG.emailRequired })).toBe('ইমেইল ঠিকানা দিতে হবে');
    expect(translateApiError({ code: 'new_code', message: 'Said in English' })).toBe('Said in English');
  });
});

describe('translateFieldErrors', () => {
  const invalid: Partial<ApiError> = {
    code: 'validation_failed',
    message: MSG.deviceNameRequired,
    errors: {
      deviceName: MSG.deviceNameRequired,
      description: MSG.tooLong(2000),
      limit: MSG.limitInvalid(50),
      Contact: 'Something the HTTP layer said',
    },
    fieldCodes: { deviceName: 'deviceNameRequired', description: 'tooLong', limit: 'limitInvalid' },
    params: { description: 2000, limit: 50 },
  };

  it('leaves English as the server sent it', () => {
    expect(translateFieldErrors(invalid)).toEqual(invalid.errors);
    expect(translateFieldErrors(undefined)).toEqual({});
  });

  it('says each field in Bangla by its fieldCode, with its number from params', async () => {
    await setLanguage('bn');
    expect(translateFieldErrors(invalid)).toEqual({
      deviceName: 'ডিভাইসের নাম দিতে হবে',
      description: `সর্বোচ্চ ${bn(2000)} অক্ষর হতে পারে`,
      limit: 'সীমা হতে হবে ১ থেকে ৫০-এর মধ্যে একটি পূর্ণ সংখ্যা',
      Contact: 'Something the HTTP layer said',
    });
  });

  it("says a field without a fieldCode by the refusal's code or by its words", async () => {
    await setLanguage('bn');
    const photo = english('photo_not_found');
    expect(translateFieldErrors({ code: 'photo_not_found', message: photo, errors: { img: photo } })).toEqual({
      img: 'ছবিটি পাওয়া যায়নি। আবার আপলোড করুন',
    });
    // A number missing from params: read from the words.
    const unnumbered: Partial<ApiError> = {
      code: 'validation_failed',
      message: MSG.tooLong(300),
      errors: { description: MSG.tooLong(300) },
      fieldCodes: { description: 'tooLong' },
    };
    expect(translateFieldErrors(unnumbered)).toEqual({ description: 'সর্বোচ্চ ৩০০ অক্ষর হতে পারে' });
  });
});
