// /unsubscribe?token=…: the page every mail's unsubscribe link opens. No sign-in: the token names
// the person and the topic. It says what it is about and asks for one click (a link opened by a
// mail scanner must not unsubscribe anyone); then it links to all the email settings.
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { Link } from '@/components/ui/link';
import { LoadingScreen } from '@/components/ui/spinner';
import { useUnsubscribeTarget } from '../api/get-unsubscribe-target';
import { useUnsubscribe } from '../api/unsubscribe';

export function UnsubscribePage({ token }: { token: string }) {
  const { t } = useTranslation('mail');
  return (
    <section className="mx-auto max-w-xl space-y-4 p-4">
      <h1 className="text-2xl font-bold">{t('unsubscribe.title')}</h1>
      {token ? <Unsubscribe token={token} /> : <p role="alert">{t('unsubscribe.noToken')}</p>}
      <p>
        <Link to="/dashboard/email-settings" className="link link-primary">
          {t('unsubscribe.settingsLink')}
        </Link>
      </p>
    </section>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('mail');
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe(token);
  if (target.isPending) return <LoadingScreen title={t('unsubscribe.loading')} />;
  if (target.isError) return <QueryErrorAlert error={target.error} />;
  const topic = t(`unsubscribe.topic.${target.data.topic}`);
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="alert alert-success alert-soft">
        {t('unsubscribe.done', { topic })}
      </p>
    );
  }
  if (!target.data.subscribed) return <p>{t('unsubscribe.already', { topic })}</p>;
  return (
    <div className="space-y-3">
      <p className="text-lg">{t('unsubscribe.question', { topic })}</p>
      <p className="text-base-content/80">{t('unsubscribe.bell')}</p>
      <ErrorLine message={unsubscribe.isError ? t('unsubscribe.failed', { error: apiErrorMessage(unsubscribe.error) }) : null} />
      <BusyButton type="button" busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
        {t('unsubscribe.confirm')}
      </BusyButton>
    </div>
  );
}
