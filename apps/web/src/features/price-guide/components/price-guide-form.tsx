// The look-up on /price-guide: a model ("galaxy a54"), and optionally a condition, years of use and
// NEIR status (registered and unregistered phones sell apart).
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITIONS, MAX_YEARS_OF_USE, NEIR_STATUSES } from '@mobile-planet/shared';
import { FormField, fieldAria } from '@/components/form/form-field';
import { MODEL_REQUIRED, lookupSchema, type LookupValues } from '../utils/lookup-schema';
import type { GuideSearch } from '../utils/price-guide-query';

interface PriceGuideFormProps {
  initial: GuideSearch;
  onLookUp: (search: GuideSearch) => void;
}

export function PriceGuideForm({ initial, onLookUp }: PriceGuideFormProps) {
  const { t } = useTranslation(['priceGuide', 'common']);
  const uid = useId();
  const idOf = (name: keyof LookupValues) => `${uid}-${name}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LookupValues>({
    resolver: zodResolver(lookupSchema),
    defaultValues: {
      model: initial.model,
      condition: (CONDITIONS as readonly string[]).includes(initial.condition) ? (initial.condition as LookupValues['condition']) : '',
      yearsOfUse: initial.yearsOfUse,
      neir: (NEIR_STATUSES as readonly string[]).includes(initial.neir) ? (initial.neir as LookupValues['neir']) : '',
    },
  });
  // The shared MSG messages FormField translates itself; the look-up's own one is worded here.
  const err = (name: keyof LookupValues) => {
    const message = errors[name]?.message;
    return message === MODEL_REQUIRED ? t('form.modelRequired') : message;
  };
  const onSubmit = handleSubmit((values) => onLookUp(values));

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      role="search"
      aria-label={t('form.label')}
      className="grid grid-cols-1 items-start gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <FormField id={idOf('model')} label={t('form.model')} error={err('model')} hint={t('form.modelHint')} className="sm:col-span-2 lg:col-span-1">
        <input
          {...register('model')}
          {...fieldAria(idOf('model'), err('model'), 'hint')}
          type="search"
          className="input w-full"
          placeholder={t('form.modelPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </FormField>
      <FormField id={idOf('condition')} label={t('form.condition')} error={err('condition')}>
        <select {...register('condition')} {...fieldAria(idOf('condition'), err('condition'))} className="select w-full">
          <option value="">{t('form.anyCondition')}</option>
          {CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {t(`common:conditions.${c}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={idOf('yearsOfUse')} label={t('form.yearsOfUse')} error={err('yearsOfUse')}>
        <input
          {...register('yearsOfUse')}
          {...fieldAria(idOf('yearsOfUse'), err('yearsOfUse'))}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_YEARS_OF_USE}
          step="any"
          className="input w-full"
          placeholder={t('form.yearsPlaceholder')}
        />
      </FormField>
      <FormField id={idOf('neir')} label={t('form.neir')} error={err('neir')}>
        <select {...register('neir')} {...fieldAria(idOf('neir'), err('neir'))} className="select w-full">
          <option value="">{t('form.anyNeir')}</option>
          {NEIR_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`form.neirStatus.${status}`)}
            </option>
          ))}
        </select>
      </FormField>
      {/* Level with the inputs on wide screens: the labels' height above it. */}
      <button type="submit" className="btn btn-primary sm:col-span-2 lg:col-span-1 lg:mt-6">
        {t('form.submit')}
      </button>
    </form>
  );
}
