// The sandbox's card form: number (shown in groups of 4), expiry MM/YY and CVC, each labelled. A
// refusal about one of them (a wrong number, a past expiry, a bad CVC) outlines that field and is
// read out with it, under it, not under the Pay button.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '@/components/ui/error-line';

export type CardField = 'number' | 'expiry' | 'cvc';

/** The field a card refusal is about, by Stripe's error code; null for the card as a whole (declined). */
export function fieldOfCardError(code: string): CardField | null {
  if (/number/.test(code)) return 'number';
  if (/expiry|expired/.test(code)) return 'expiry';
  if (/cvc/.test(code)) return 'cvc';
  return null;
}

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '' };

const MAX_CARD_DIGITS = 19;

export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** 4242424242424242 → '4242 4242 4242 4242'. */
function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Keeps digits and puts the slash in: '1228' → '12/28'. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 'MM/YY' → month and four-digit year; null until both parts are there. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

interface SandboxCardFieldsProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  /** The field the last refusal was about, and its words. */
  fault?: { field: CardField; message: string } | null;
}

export function SandboxCardFields({ values, onChange, fault = null }: SandboxCardFieldsProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const set = (patch: Partial<CardFormValues>) => onChange({ ...values, ...patch });
  /** The outline and the description of a field at fault. */
  const faultOf = (field: CardField) =>
    fault?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const faultLine = (field: CardField) =>
    fault?.field === field ? <ErrorLine id={`${id}-${field}-error`} message={fault.message} className="font-medium" /> : null;
  const invalid = (field: CardField) => (fault?.field === field ? 'input-error' : '');

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">{t('card.details')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-number`} className="text-sm">
          {t('card.number')}
        </label>
        <input
          id={`${id}-number`}
          name="cardnumber"
          className={`input w-full font-mono tracking-wide ${invalid('number')}`}
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={values.number}
          onChange={(e) => set({ number: formatCardNumber(e.target.value) })}
          maxLength={MAX_CARD_DIGITS + 4}
          {...faultOf('number')}
        />
        {faultLine('number')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-expiry`} className="text-sm">
            {t('card.expiry')}
          </label>
          <input
            id={`${id}-expiry`}
            name="exp-date"
            className={`input w-full font-mono ${invalid('expiry')}`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={values.expiry}
            onChange={(e) => set({ expiry: formatExpiry(e.target.value) })}
            maxLength={5}
            {...faultOf('expiry')}
          />
          {faultLine('expiry')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-cvc`} className="text-sm">
            {t('card.cvc')}
          </label>
          <input
            id={`${id}-cvc`}
            name="cvc"
            className={`input w-full font-mono ${invalid('cvc')}`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={values.cvc}
            onChange={(e) => set({ cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })}
            maxLength={4}
            {...faultOf('cvc')}
          />
          {faultLine('cvc')}
        </div>
      </div>
      <p className="text-xs text-base-content/70">
        {t('card.testMode')}
      </p>
    </fieldset>
  );
}
