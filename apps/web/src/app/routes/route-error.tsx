// The routing error screen (spec §2, §8): 'Something went wrong!!', the status text or message,
// and a 'Sign out' button that signs out and goes to /login.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { OfflinePageNotice } from '@/components/feedback/offline-banner';
import { useAuth } from '@/lib/auth';
import { chunkIdOf, isChunkLoadError } from '@/lib/chunk-load';
import { translateMessage } from '@/lib/translate-message';

function describe(error: unknown, t: TFunction<'common'>): { headline: string; detail?: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { headline: t('notFound') };
    // A loader's refusal carries the server's message, already in the reader's language.
    const data = typeof error.data === 'string' ? error.data : undefined;
    return { headline: error.statusText || data || t('errorScreen.status', { status: error.status }) };
  }
  const chunk = chunkIdOf(error);
  if (chunk) return { headline: t('unhandledThrownError'), detail: t('errorScreen.chunkFailed', { chunk }) };
  if (error instanceof Error && error.message) return { headline: t('unhandledThrownError'), detail: translateMessage(error.message) };
  return { headline: t('unhandledThrownError') };
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { t } = useTranslation();
  const { headline, detail } = describe(error, t);
  // Offline, a screen never opened before has no code on this device: not a failure, say so.
  if (isChunkLoadError(error) && !navigator.onLine) return <OfflinePageNotice />;

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch {
      // signOut has already told the user in a toast; still take them to /login.
    }
    void navigate('/login');
  };

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-error sm:text-4xl">{t('somethingWentWrong')}</h1>
      <p className="text-lg font-semibold">{headline}</p>
      {detail ? <p className="text-base-content/70">{detail}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void handleSignOut()}>
          {t('nav.signOut')}
        </button>
        {isChunkLoadError(error) ? (
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            {t('actions.reloadPage')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
