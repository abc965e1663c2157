// A message the API accepted shows in its thread at once; the next load brings it again and the
// merge keeps it once.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type QuestionPosted } from '@mobile-planet/shared';
import { mergeQuestionMessages, type QuestionThreadMessages } from './thread';

export function addPosted(queryClient: QueryClient, { thread, message }: QuestionPosted): void {
  queryClient.setQueryData<QuestionThreadMessages>(queryKeys.questions.thread(thread.productId, thread._id), (known) =>
    known ? { ...known, items: mergeQuestionMessages(known.items, [message]) } : known,
  );
}
