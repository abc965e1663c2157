// GET /mail/unsubscribe?token=: which topic a mail's unsubscribe link is about, and whether it is
// still mailed (no sign-in: the link's token is the key). A bad link is a 400 the page shows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type UnsubscribeTarget } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getUnsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
  return (await api.get<UnsubscribeTarget>('/mail/unsubscribe', { params: { token } })).data;
}

const unsubscribeTargetQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.mail.unsubscribe(token), queryFn: () => getUnsubscribeTarget(token), retry: false });

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQueryOptions(token));
}
