// Writing to the other side of the booking: up to MESSAGE_MAX_LENGTH characters, counted as typed.
import { useTranslation } from 'react-i18next';
import { MessageForm as TextMessageForm } from '@/components/form/message-form';
import { useSendMessage } from '../api/send-message';

export function MessageForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('deals');
  const send = useSendMessage();
  return (
    <TextMessageForm
      label={t('messages.label')}
      submitLabel={t('messages.send')}
      pending={send.isPending}
      onSend={(text) => send.mutateAsync({ bookingId, text })}
    />
  );
}
