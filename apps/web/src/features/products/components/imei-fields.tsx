// Add Product's IMEI and, for a dual-SIM phone, its second IMEI: required for phones, optional for
// tablets, checked with the shared rule as the seller types (not only on submit).
import type { ChangeEvent, FocusEvent } from 'react';
import type { UseFormRegister, UseFormTrigger } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IMEI_LENGTH, IMEI_REQUIRED_CATEGORIES } from '@mobile-planet/shared';
import { FormField, fieldAria } from '@/components/form/form-field';
import type { AddProductFormInput } from '../utils/add-product-schema';

type ImeiName = 'imei' | 'imei2';

interface ImeiFieldsProps {
  idOf: (name: ImeiName) => string;
  category: string | undefined;
  register: UseFormRegister<AddProductFormInput>;
  trigger: UseFormTrigger<AddProductFormInput>;
  errors: Partial<Record<ImeiName, string>>;
}

/** The label says when the IMEI may be left out. */
function imeiLabel(category: string | undefined, t: TFunction<'products'>): string {
  return (IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(category ?? '') ? t('imei.label') : t('imei.labelOptional');
}

const digitCount = (value: string) => value.replace(/[\s-]/g, '').length;

export function ImeiFields({ idOf, category, register, trigger, errors }: ImeiFieldsProps) {
  const { t } = useTranslation(['products', 'common']);
  // Live, without nagging: checked once the field is left or all 15 digits are in, and again on
  // every keystroke while it shows a message, so the message goes as soon as it is fixed.
  const live = (name: ImeiName) =>
    register(name, {
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        if (errors[name] || digitCount(e.target.value) >= IMEI_LENGTH) void trigger(name);
      },
      onBlur: (e: FocusEvent<HTMLInputElement>) => {
        // An untouched second IMEI is fine; a blank first one is worth saying at once for a phone.
        if (name === 'imei' || e.target.value.trim()) void trigger(name);
      },
    });

  return (
    <>
      <FormField id={idOf('imei')} label={imeiLabel(category, t)} error={errors.imei} hint={t('products:imeiHint')}>
        <input
          {...live('imei')}
          {...fieldAria(idOf('imei'), errors.imei, 'hint')}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="input w-full font-mono tabular-nums"
          placeholder={t('imei.placeholder', { length: IMEI_LENGTH })}
        />
      </FormField>
      <FormField id={idOf('imei2')} label={t('imei.second')} error={errors.imei2}>
        <input
          {...live('imei2')}
          {...fieldAria(idOf('imei2'), errors.imei2)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="input w-full font-mono tabular-nums"
          placeholder={t('imei.secondPlaceholder')}
        />
      </FormField>
    </>
  );
}
