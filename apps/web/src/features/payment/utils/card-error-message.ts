// A card processor's refusal in the reader's language. The sandbox (and Stripe.js, which has no
// Bangla) answers in Stripe's English; a refusal we know is said in Bangla, any other as sent.
import { i18n } from '@/lib/i18n';
import english from '@/locales/en/payment.json';

type CardErrorKey = keyof typeof english.cardErrors;

const KEY_OF_MESSAGE = new Map(Object.entries(english.cardErrors).map(([key, text]) => [text, key as CardErrorKey]));

export function cardErrorMessage(message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? i18n.t(`payment:cardErrors.${key}`) : message;
}
