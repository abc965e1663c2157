// Writing a message: a booking's, or a question, follow-up or answer on a listing. Up to
// MESSAGE_MAX_LENGTH characters, counted as typed; the shared schema's own messages when it is empty
// or too long, the API's when it refuses. Shared by the bookings and questions features.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGE_MAX_LENGTH, messageInputSchema, type MessageInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { fieldAria } from '@/components/form/form-field';
import { FieldError } from '@/components/form/field-error';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';

type MessageOutput = z.output<typeof messageInputSchema>;

interface MessageFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Sends the text; the form empties when it resolves and shows the refusal when it rejects. */
  onSend: (text: string) => Promise<unknown>;
}

export function MessageForm({ label, submitLabel, pending, onSend }: MessageFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<MessageInput, unknown, MessageOutput>({ resolver: zodResolver(messageInputSchema), defaultValues: { text: '' } });
  const length = (useWatch({ control, name: 'text' }) ?? '').length;

  const onSubmit = handleSubmit(async ({ text }) => {
    setServerError(null);
    try {
      await onSend(text);
      reset();
    } catch (err) {
      setServerError(apiErrorMessage(err));
    }
  });

  const error = errors.text?.message;
  const counterId = `${id}-count`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        {...register('text')}
        {...fieldAria(id, error)}
        aria-describedby={[error ? `${id}-error` : null, counterId].filter(Boolean).join(' ')}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        className="textarea w-full"
        disabled={pending}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <FieldError id={`${id}-error`} message={error} />
          <ErrorLine message={serverError} />
          <p id={counterId} className={`text-xs ${length >= MESSAGE_MAX_LENGTH ? 'text-warning' : 'text-base-content/70'}`}>
            {t('characters', { length, max: MESSAGE_MAX_LENGTH })}
          </p>
        </div>
        <BusyButton busy={pending} className="btn btn-primary">
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
