// POST /notifications/read: these notifications (`{ ids }`), or all of them (`{ all: true }`).
// The cache changes at once; a failure puts it back and says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { queryKeys, type NotificationsReadInput } from '@mobile-planet/shared';
import { api, apiErrorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { markReadInCache } from '../utils/mark-read';
import { notificationsQueryOptions } from './get-notifications';

interface MarkReadResult {
  acknowledged: boolean;
  modifiedCount: number;
  unread: number;
}

async function markNotificationsRead(input: NotificationsReadInput): Promise<MarkReadResult> {
  return (await api.post<MarkReadResult>('/notifications/read', input)).data;
}

export function useMarkNotificationsRead(email: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions(email);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      // A poll landing after this would bring the old unread state back.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (data) => (data ? markReadInCache(data, input) : data));
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(i18n.t('notifications:markReadError', { error: apiErrorMessage(error) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all() }),
  });
}
