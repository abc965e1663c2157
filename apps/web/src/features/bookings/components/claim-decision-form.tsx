// An Admin decides an open claim: refund the buyer (the charge goes back) or reject it (the booking
// completes and the seller is paid), with a note both sides read.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { CLAIM_DECISIONS, DECISION_NOTE_MAX_LENGTH, claimDecisionSchema, type ClaimDecisionInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { FormField, fieldAria } from '@/components/form/form-field';
import { FieldError } from '@/components/form/field-error';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useDecideClaim } from '../api/decide-claim';
import { decisionLabel } from '../utils/booking-words';

type DecisionOutput = z.output<typeof claimDecisionSchema>;

export function ClaimDecisionForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('deals');
  const uid = useId();
  const decide = useDecideClaim({
    onSuccess: (booking) => toast.success(booking.status === 'refunded' ? t('decide.refunded') : t('decide.rejected')),
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ClaimDecisionInput, unknown, DecisionOutput>({ resolver: zodResolver(claimDecisionSchema), defaultValues: { note: '' } });

  const onSubmit = handleSubmit((decision) => {
    setServerError(null);
    decide.mutate(
      { id: bookingId, ...decision },
      {
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  });

  const busy = decide.isPending;
  const decisionError = errors.decision?.message;
  const noteError = errors.note?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${uid}-title`} className="space-y-4">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {t('decide.heading')}
      </h2>
      <fieldset disabled={busy} className="space-y-2" aria-describedby={decisionError ? `${uid}-decision-error` : undefined}>
        <legend className="text-sm font-medium">{t('decide.decision')}</legend>
        {CLAIM_DECISIONS.map((decision) => (
          <label key={decision} className="flex cursor-pointer items-center gap-2">
            <input {...register('decision')} type="radio" value={decision} className="radio radio-sm" />
            <span>{decisionLabel(decision)}</span>
          </label>
        ))}
        <FieldError id={`${uid}-decision-error`} message={decisionError} />
      </fieldset>
      <FormField id={`${uid}-note`} label={t('decide.note')} error={noteError}>
        <textarea
          {...register('note')}
          {...fieldAria(`${uid}-note`, noteError)}
          rows={3}
          maxLength={DECISION_NOTE_MAX_LENGTH}
          className="textarea w-full"
          disabled={busy}
        />
      </FormField>
      <ErrorLine message={serverError} />
      <BusyButton busy={busy} className="btn btn-primary">
        {t('decide.submit')}
      </BusyButton>
    </form>
  );
}
