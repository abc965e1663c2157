// PUT /me/mail-settings: the topics, the language, or both; answers the settings as they now are.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type MailSettings, type MailSettingsInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export async function updateMailSettings(input: MailSettingsInput): Promise<MailSettings> {
  return (await api.put<MailSettings>('/me/mail-settings', input)).data;
}

export function useUpdateMailSettings(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.mail.settings(email), settings),
  });
}
