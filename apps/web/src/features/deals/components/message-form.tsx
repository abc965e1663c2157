// Writing to the other side of the deal: up to MESSAGE_MAX_LENGTH characters, counted as typed.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGE_MAX_LENGTH, messageInputSchema, type MessageInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { translateMessage } from '@/lib/translate-message';
import { fieldAria } from '@/components/form/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useSendMessage } from '../api/send-message';

type MessageOutput = z.output<typeof messageInputSchema>;

export function MessageForm({ dealId }: { dealId: string }) {
  const { t } = useTranslation('deals');
  const id = useId();
  const send = useSendMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<MessageInput, unknown, MessageOutput>({ resolver: zodResolver(messageInputSchema), defaultValues: { text: '' } });
  const length = (useWatch({ control, name: 'text' }) ?? '').length;

  const onSubmit = handleSubmit(({ text }) => {
    setServerError(null);
    send.mutate(
      { bookingId: dealId, text },
      {
        onSuccess: () => reset(),
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  });

  const error = errors.text?.message;
  const counterId = `${id}-count`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('messages.label')}
      </label>
      <textarea
        {...register('text')}
        {...fieldAria(id, error)}
        aria-describedby={[error ? `${id}-error` : null, counterId].filter(Boolean).join(' ')}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        className="textarea w-full"
        disabled={send.isPending}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          {error ? (
            <p id={`${id}-error`} className="text-sm text-error">
              {translateMessage(error)}
            </p>
          ) : null}
          <ErrorLine message={serverError} />
          <p id={counterId} className={`text-xs ${length >= MESSAGE_MAX_LENGTH ? 'text-warning' : 'text-base-content/70'}`}>
            {t('characters', { length, max: MESSAGE_MAX_LENGTH })}
          </p>
        </div>
        <BusyButton busy={send.isPending} className="btn btn-primary">
          {t('messages.send')}
        </BusyButton>
      </div>
    </form>
  );
}
