// The one react-query client. A query that sets `meta.errorToast` tells the user in a toast when it
// fails (docs/product.md#errors: fetch failures are never silent), once per query, with the server's words.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { apiErrorMessage, isApiRequestError } from './api-client';
import { i18n } from './i18n';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** What could not be loaded, e.g. 'Could not load the advertised phones'. */
      errorToast?: string;
    };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const what = query.meta?.errorToast;
      if (what) toast.error(i18n.t('common:errors.withReason', { what, reason: apiErrorMessage(error) }), { id: query.queryHash });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again; a network blip might.
      retry: (failureCount, error) => {
        const status = isApiRequestError(error) ? error.status : undefined;
        if (status !== undefined && status >= 400 && status < 500) return false;
        return failureCount < 2;
      },
    },
  },
});
