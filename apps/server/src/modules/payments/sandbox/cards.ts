// The sandbox's card checks: Stripe's published test cards, Luhn and expiry, with Stripe's own
// error codes and messages (what Stripe.js's confirmCardPayment would resolve with).
import { luhnValid } from '@mobile-planet/shared';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

interface CardError {
  code: string;
  message: string;
}

export type CardCheck =
  | { ok: true; brand: string; last4: string; expMonth: number; expYear: number }
  | ({ ok: false } & CardError);

const CARD_ERRORS = {
  invalidNumber: { code: 'invalid_number', message: 'Your card number is invalid.' },
  incorrectNumber: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalidExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalidExpiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  pastExpiryYear: { code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." },
  pastExpiryMonth: { code: 'invalid_expiry_month', message: "Your card's expiration date is in the past." },
  invalidCvc: { code: 'invalid_cvc', message: "Your card's security code is invalid." },
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficientFunds: { code: 'card_declined', message: 'Your card has insufficient funds.' },
  expired: { code: 'expired_card', message: 'Your card has expired.' },
  incorrectCvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
} as const satisfies Record<string, CardError>;

/** Stripe's test numbers that fail after passing every format check (docs/api.md). */
const TEST_CARD_OUTCOMES: Readonly<Record<string, CardError>> = {
  '4000000000000002': CARD_ERRORS.declined,
  '4000000000009995': CARD_ERRORS.insufficientFunds,
  '4000000000000069': CARD_ERRORS.expired,
  '4000000000000127': CARD_ERRORS.incorrectCvc,
};

/** Cards are valid 1 to 50 years ahead, as Stripe accepts. */
const MAX_YEARS_AHEAD = 50;

function cardBrand(digits: string): string {
  const first4 = Number(digits.slice(0, 4));
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (first4 >= 3528 && first4 <= 3589) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

const fail = (e: CardError): CardCheck => ({ ok: false, code: e.code, message: e.message });

/** Checks in Stripe's order: number, expiry, security code, then the test card's outcome. */
export function checkCard(card: CardInput, now: Date = new Date()): CardCheck {
  const number = card.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(number)) return fail(CARD_ERRORS.invalidNumber);
  if (number.length === 0 || !luhnValid(number)) return fail(CARD_ERRORS.incorrectNumber);

  const month = card.expMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12) return fail(CARD_ERRORS.invalidExpiryMonth);
  let year = card.expYear;
  if (Number.isInteger(year) && year >= 0 && year <= 99) year += 2000;
  else if (!Number.isInteger(year) || year < 1000 || year > 9999) return fail(CARD_ERRORS.invalidExpiryYear);
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear) return fail(CARD_ERRORS.pastExpiryYear);
  if (year === thisYear && month < thisMonth) return fail(CARD_ERRORS.pastExpiryMonth);
  if (year > thisYear + MAX_YEARS_AHEAD) return fail(CARD_ERRORS.invalidExpiryYear);

  if (!/^\d{3,4}$/.test(card.cvc.trim())) return fail(CARD_ERRORS.invalidCvc);

  const outcome = TEST_CARD_OUTCOMES[number];
  if (outcome) return fail(outcome);
  return { ok: true, brand: cardBrand(number), last4: number.slice(-4), expMonth: month, expYear: year };
}
