// GET /me/mail-settings: which topics the signed-in person still gets by email, and in which language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type MailSettings } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getMailSettings(signal?: AbortSignal): Promise<MailSettings> {
  return (await api.get<MailSettings>('/me/mail-settings', { signal })).data;
}

const mailSettingsQueryOptions = (email: string) =>
  queryOptions({ queryKey: queryKeys.mail.settings(email), queryFn: ({ signal }) => getMailSettings(signal) });

/** `email`: the signed-in user's; nothing is fetched without one. */
export function useMailSettings(email: string | null | undefined) {
  return useQuery({ ...mailSettingsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
