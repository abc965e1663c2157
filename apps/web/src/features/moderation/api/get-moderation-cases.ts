// GET /moderation?state=: the Admins' queue of reported listings and IMEIs listed twice, open ones
// oldest first; one page at a time, the next named by the Link header.
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys, type ModerationCase } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { getLinkedPage, linkedListQueryOptions, type LinkedPage } from '@/lib/link-pages';

export type CaseState = ModerationCase['status'];

function getModerationCases(state: CaseState, cursor: string | null = null): Promise<LinkedPage<ModerationCase>> {
  return getLinkedPage<ModerationCase>('/moderation', { params: { state }, cursor });
}

const moderationCasesQueryOptions = (state: CaseState) =>
  linkedListQueryOptions(queryKeys.moderation.list(state), (cursor) => getModerationCases(state, cursor), i18n.t('moderation:queue.loadError'));

export function useModerationCases(state: CaseState) {
  return useInfiniteQuery(moderationCasesQueryOptions(state));
}
