// A field's own error line: a shared schema's message (MSG) in the reader's language, under the
// control that names its id in aria-describedby. Nothing while the field is right.
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/translate-message';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  // Subscribed to the language, so the English message follows a switch.
  useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-error">
      {translateMessage(message)}
    </p>
  );
}
