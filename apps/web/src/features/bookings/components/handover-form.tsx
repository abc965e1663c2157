// The seller's half of the handover: they type the code the buyer shows them. A wrong code shows
// the API's words (with the tries left); after too many the form locks until the API's lock ends.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { HANDOVER_CODE_LENGTH, handoverSchema, type Booking, type HandoverInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { fieldAria } from '@/components/form/form-field';
import { FieldError } from '@/components/form/field-error';
import { lockEndFromError, useHandOver } from '../api/hand-over';
import { useNow } from '../hooks/use-now';

type HandoverOutput = { code: string };

export function HandoverForm({ booking }: { booking: Pick<Booking, '_id' | 'device' | 'handover'> }) {
  const { t } = useTranslation('deals');
  const id = useId();
  const now = useNow();
  const handOver = useHandOver({
    onSuccess: () => {
      toast.success(t('handover.done', { device: booking.device }));
      reset();
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  // The lock a 429 announced (Retry-After), until the booking itself says when it ends.
  const [lockedUntil, setLockedUntil] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<HandoverInput, unknown, HandoverOutput>({ resolver: zodResolver(handoverSchema), defaultValues: { code: '' } });

  const lockEnd = booking.handover?.lockedUntil ?? lockedUntil;
  const locked = lockEnd !== null && new Date(lockEnd).getTime() > now;
  const triesLeft = booking.handover?.triesLeft;

  const onSubmit = handleSubmit(({ code }) => {
    setServerError(null);
    handOver.mutate(
      { id: booking._id, code },
      {
        onError: (err) => {
          setServerError(apiErrorMessage(err));
          setLockedUntil(lockEndFromError(err));
        },
      },
    );
  });

  const error = errors.code?.message;
  const hintId = `${id}-hint`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('handover.form', { device: booking.device })} className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('handover.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...register('code')}
          {...fieldAria(id, error)}
          aria-describedby={[error ? `${id}-error` : null, hintId].filter(Boolean).join(' ')}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={HANDOVER_CODE_LENGTH + 1}
          placeholder={'0'.repeat(HANDOVER_CODE_LENGTH)}
          className="input w-36 font-mono text-lg tracking-widest"
          disabled={locked || handOver.isPending}
        />
        <BusyButton busy={handOver.isPending} disabled={locked || handOver.isPending} className="btn btn-primary">
          {t('handover.confirm')}
        </BusyButton>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <ErrorLine message={serverError} />
      <p id={hintId} className="text-xs text-base-content/70">
        {locked
          ? t('handover.locked', { date: formatDateTime(lockEnd) })
          : triesLeft !== undefined
            ? t('handover.hintTries', { digits: HANDOVER_CODE_LENGTH, count: triesLeft })
            : t('handover.hint', { digits: HANDOVER_CODE_LENGTH })}
      </p>
    </form>
  );
}
