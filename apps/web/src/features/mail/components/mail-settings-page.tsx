// /dashboard/email-settings: which topics the signed-in person gets by email (a checkbox each), and
// the language of those emails. Everything stays under the bell whatever they choose here.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, MAIL_TOPICS, mailSettingsInputSchema, type MailSettings, type MailSettingsInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { LoadingScreen } from '@/components/ui/spinner';
import { useMailSettings } from '../api/get-mail-settings';
import { useUpdateMailSettings } from '../api/update-mail-settings';

export function MailSettingsPage() {
  const { t } = useTranslation('mail');
  const { user } = useAuth();
  const email = user?.email ?? '';
  const settings = useMailSettings(email);
  return (
    <section className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <p className="text-base-content/80">{t('settings.intro')}</p>
      {settings.isPending ? (
        <LoadingScreen title={t('settings.title')} />
      ) : settings.isError ? (
        <QueryErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        // Keyed by what was loaded: the form starts again from the saved settings.
        <MailSettingsForm key={JSON.stringify(settings.data)} email={email} settings={settings.data} />
      )}
    </section>
  );
}

function MailSettingsForm({ email, settings }: { email: string; settings: MailSettings }) {
  const { t } = useTranslation('mail');
  const uid = useId();
  const update = useUpdateMailSettings(email);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit } = useForm<MailSettingsInput>({
    resolver: zodResolver(mailSettingsInputSchema),
    defaultValues: { language: settings.language, topics: { ...settings.topics } },
  });

  const onSubmit = handleSubmit((input) => {
    setServerError(null);
    update.mutate(input, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: (err) => setServerError(t('settings.saveFailed', { error: apiErrorMessage(err) })),
    });
  });

  const busy = update.isPending;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <fieldset className="fieldset rounded-box border border-base-300 p-4">
        <legend className="fieldset-legend text-base">{t('settings.topicsLegend')}</legend>
        {MAIL_TOPICS.map((topic) => (
          <label key={topic} htmlFor={`${uid}-${topic}`} className="label cursor-pointer items-start gap-3 py-2 whitespace-normal text-base-content">
            <input id={`${uid}-${topic}`} type="checkbox" className="checkbox checkbox-primary mt-0.5 shrink-0" disabled={busy} {...register(`topics.${topic}`)} />
            <span>{t(`settings.topics.${topic}`)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="fieldset rounded-box border border-base-300 p-4">
        <legend className="fieldset-legend text-base">{t('settings.languageLegend')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} htmlFor={`${uid}-${language}`} className="label cursor-pointer gap-3 py-2 text-base-content">
            <input id={`${uid}-${language}`} type="radio" value={language} className="radio radio-primary shrink-0" disabled={busy} {...register('language')} />
            <span lang={language}>{t(`languages.${language}`)}</span>
          </label>
        ))}
      </fieldset>
      <ErrorLine message={serverError} />
      <BusyButton busy={busy}>{t('settings.save')}</BusyButton>
    </form>
  );
}
