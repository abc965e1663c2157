import { MailSettingsPage } from '@/features/mail/components/mail-settings-page';

export function Component() {
  return <MailSettingsPage />;
}
