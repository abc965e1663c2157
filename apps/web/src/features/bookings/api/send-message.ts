// POST /bookings/{id}/messages: a message to the other side of the booking (who gets a notification).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Message, type MessageInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { withMessage, type MessageThread } from '@/lib/message-thread';

async function sendMessage({ bookingId, text }: { bookingId: string } & MessageInput): Promise<Message> {
  const { data } = await api.post<Message>(`/bookings/${encodeURIComponent(bookingId)}/messages`, { text });
  return data;
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Shown at once; the next poll brings it again and the merge keeps it once.
    onSuccess: (message) => {
      queryClient.setQueryData<MessageThread<Message>>(queryKeys.messages.thread(message.bookingId), (thread) => withMessage(thread, message));
    },
  });
}
