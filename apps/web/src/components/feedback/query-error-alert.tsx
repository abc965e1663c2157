// Where data failed to load: the server's message inline, with a retry button. The toast for the
// same failure comes from the query's `meta.errorToast` (see lib/query-client).
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-client';

interface QueryErrorAlertProps {
  error: unknown;
  /** Refetches; omit when there is nothing to retry. */
  onRetry?: () => void;
}

export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  // Also re-renders the message in a new language.
  const { t } = useTranslation();
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center justify-between gap-3">
      <span>{apiErrorMessage(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('actions.tryAgain')}
        </button>
      )}
    </div>
  );
}
