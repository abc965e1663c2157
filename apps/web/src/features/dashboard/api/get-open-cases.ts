// GET /moderation?state=open&limit=50: how many reported listings wait for an Admin.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, type ModerationCase } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { TODO_PAGE } from '@/lib/recent-bookings';

async function getOpenCases(signal?: AbortSignal): Promise<ModerationCase[]> {
  return (await api.get<ModerationCase[]>('/moderation', { params: { state: 'open', limit: String(TODO_PAGE) }, signal })).data;
}

const openCasesQueryOptions = () => queryOptions({ queryKey: queryKeys.moderation.todo(), queryFn: ({ signal }) => getOpenCases(signal) });

export function useOpenCases({ enabled }: { enabled: boolean }) {
  return useQuery({ ...openCasesQueryOptions(), enabled });
}
