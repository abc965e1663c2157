// Mail goes out in the language the person reads the site in: once signed in, and whenever they
// switch, the web tells the API (PUT /me/mail-settings { language }). Remembered per person and
// language in this browser, so it is one small call per change, not one per page.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@mobile-planet/shared';
import { useAuth } from '@/lib/auth';
import { updateMailSettings } from '../api/update-mail-settings';

const SENT_KEY = 'mp-mail-language';

function alreadySent(email: string, language: Language): boolean {
  try {
    return localStorage.getItem(SENT_KEY) === `${email} ${language}`;
  } catch {
    return false;
  }
}

function rememberSent(email: string, language: Language): void {
  try {
    localStorage.setItem(SENT_KEY, `${email} ${language}`);
  } catch {
    // Not remembered: it is sent again next time, which changes nothing.
  }
}

export function MailLanguageSync() {
  const { user, loading } = useAuth();
  const { i18n } = useTranslation();
  const email = user?.email;
  const language = i18n.resolvedLanguage as Language | undefined;
  useEffect(() => {
    if (loading || !email || !language || !LANGUAGES.includes(language) || alreadySent(email, language)) return;
    // A failure is not the reader's concern (the next sign-in or switch tries again).
    updateMailSettings({ language }).then(() => rememberSent(email, language), () => undefined);
  }, [loading, email, language]);
  return null;
}
