// POST /moderation/{id}/actions: an Admin closes a case: dismiss it, hide the listing (it leaves
// every list and search), or block the seller (all their listings are hidden); the note is the
// reason their seller reads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LISTING_VIEWS, queryKeys, type ModerationActionInput, type ModerationCase } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

type CaseAction = { caseId: string } & ModerationActionInput;

async function actOnCase({ caseId, ...action }: CaseAction): Promise<ModerationCase> {
  const { data } = await api.post<ModerationCase>(`/moderation/${encodeURIComponent(caseId)}/actions`, action);
  return data;
}

/**
 * `onSuccess` runs before the queue refreshes: the refreshed queue moves the case to Closed and
 * unmounts the form that asked (whose own callbacks would then never run).
 */
export function useActOnCase({ onSuccess }: { onSuccess?: (closed: ModerationCase, action: CaseAction) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnCase,
    onSuccess: async (closed, action) => {
      onSuccess?.(closed, action);
      // The case moves to Closed; a hidden listing (or a blocked seller's) leaves every list.
      await Promise.all([queryKeys.moderation.all(), ...LISTING_VIEWS].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
