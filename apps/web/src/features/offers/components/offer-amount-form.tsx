// An amount in whole taka, within a listing's bounds (at least half its asking price, and below
// it): the buyer's offer, and either side's counter. The bounds are said beside the field, with
// whatever the page puts there (the price guide's range); the API's refusal shows at the field.
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { offerBounds, offerFormSchema } from '@mobile-planet/shared';
import { FormField } from '@/components/form/form-field';
import { useFieldProps } from '@/components/form/use-field-props';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { apiAmountError, formAmountError } from '../utils/offer-words';

type FormInput = z.input<ReturnType<typeof offerFormSchema>>;
type FormOutput = z.output<ReturnType<typeof offerFormSchema>>;

interface OfferAmountFormProps {
  /** The listing's asking price: the bounds are of it. */
  askingPrice: number;
  label: string;
  submitLabel: string;
  onSubmit: (amount: number) => Promise<unknown>;
  /** Beside the field: the price guide's range, where the page knows it. */
  guide?: ReactNode;
}

export function OfferAmountForm({ askingPrice, label, submitLabel, onSubmit, guide }: OfferAmountFormProps) {
  const { t } = useTranslation('offers');
  const bounds = offerBounds(askingPrice);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(offerFormSchema(askingPrice)), defaultValues: { amount: '' } });
  const { fieldOf, controlOf } = useFieldProps(register, (name: 'amount') => formAmountError(errors[name]?.message, bounds));

  const submit = handleSubmit(async ({ amount }) => {
    try {
      await onSubmit(amount);
    } catch (err) {
      // The amount's refusal at the field; anything else (the offer moved on) under the form.
      setError(apiAmountError(err) ? 'amount' : 'root', { message: apiAmountError(err) ?? apiErrorMessage(err) });
    }
  });
  const hint = bounds ? t('bounds', { min: formatNumber(bounds.min), max: formatNumber(bounds.max) }) : t('noBounds');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
      <FormField {...fieldOf('amount')} label={label} hint={hint}>
        <div className={`input input-bordered w-full ${errors.amount ? 'input-error' : ''}`}>
          <span aria-hidden="true">৳</span>
          <input type="text" inputMode="numeric" autoComplete="off" className="grow" {...controlOf('amount', { hint: true })} />
        </div>
      </FormField>
      {guide}
      <ErrorLine message={errors.root?.message} />
      <BusyButton busy={isSubmitting} className="btn btn-primary w-full sm:w-fit">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
