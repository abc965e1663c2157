// The look-up on /price-guide: a model ("galaxy a54"), and optionally a condition, years of use and
// NEIR status (registered and unregistered phones sell apart).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONDITIONS, MAX_YEARS_OF_USE, NEIR_STATUSES } from '@mobile-planet/shared';
import { ConditionOptions } from '@/components/form/condition-options';
import { FormField } from '@/components/form/form-field';
import { useFieldProps } from '@/components/form/use-field-props';
import { YearsOfUseInput } from '@/components/form/years-of-use-input';
import { MODEL_REQUIRED, lookupSchema, type LookupValues } from '../utils/lookup-schema';
import type { GuideSearch } from '../utils/price-guide-query';

interface PriceGuideFormProps {
  initial: GuideSearch;
  onLookUp: (search: GuideSearch) => void;
}

export function PriceGuideForm({ initial, onLookUp }: PriceGuideFormProps) {
  const { t } = useTranslation(['priceGuide', 'common']);
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
  const { fieldOf, controlOf } = useFieldProps(register, err);
  const onSubmit = handleSubmit((values) => onLookUp(values));

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      role="search"
      aria-label={t('form.label')}
      className="grid grid-cols-1 items-start gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <FormField {...fieldOf('model')} label={t('form.model')} hint={t('form.modelHint')} className="sm:col-span-2 lg:col-span-1">
        <input
          {...controlOf('model', { hint: true })}
          type="search"
          className="input w-full"
          placeholder={t('form.modelPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </FormField>
      <FormField {...fieldOf('condition')} label={t('form.condition')}>
        <select {...controlOf('condition')} className="select w-full">
          <option value="">{t('form.anyCondition')}</option>
          <ConditionOptions />
        </select>
      </FormField>
      <FormField {...fieldOf('yearsOfUse')} label={t('form.yearsOfUse')}>
        <YearsOfUseInput {...controlOf('yearsOfUse')} max={MAX_YEARS_OF_USE} placeholder={t('form.yearsPlaceholder')} />
      </FormField>
      <FormField {...fieldOf('neir')} label={t('form.neir')}>
        <select {...controlOf('neir')} className="select w-full">
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
