// The demo's mail: the demo seller reads their mail in Bangla, so the first mails of the demo (the
// deals' notifications, which the outbox sends to Mailpit seconds after the start) show both
// languages. Signing in with the site in English sets it back (the web sends the reader's language).
import type { AppServices } from '../services';
import { DEMO_ACCOUNTS } from './demo-accounts';

export async function writeDemoMailSettings(services: Pick<AppServices, 'mail'>): Promise<void> {
  const seller = DEMO_ACCOUNTS.find((a) => a.key === 'seller');
  if (seller) await services.mail.updateSettings({ email: seller.email }, { language: 'bn' });
}
