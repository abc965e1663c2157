// A message the API accepted shows in its thread at once; the next load brings it again and the
// merge keeps it once.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, type QuestionMessage, type QuestionPosted } from '@mobile-planet/shared';
import { withMessage, type MessageThread } from '@/lib/message-thread';

export function addPosted(queryClient: QueryClient, { thread, message }: QuestionPosted): void {
  queryClient.setQueryData<MessageThread<QuestionMessage>>(queryKeys.questions.thread(thread.productId, thread._id), (known) => withMessage(known, message));
}
