// /unsubscribe?token=…: a mail's one-click unsubscribe link, opened with no sign-in.
import { useSearchParams } from 'react-router-dom';
import { UnsubscribePage } from '@/features/mail/components/unsubscribe-page';

export function Component() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token') ?? ''} />;
}
