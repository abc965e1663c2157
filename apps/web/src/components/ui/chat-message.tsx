// One message of a thread (a booking's, a question thread's) as a chat bubble: who wrote it and
// when above it; the reader's own on the other side, in the primary colour.
import { formatDateTime } from '@/lib/dates';

interface ChatMessageProps {
  /** Written by the reader. */
  mine: boolean;
  /** Who wrote it, in words ('You', 'Karim (seller)'). */
  author: string;
  createdAt: string;
  text: string;
}

export function ChatMessage({ mine, author, createdAt, text }: ChatMessageProps) {
  return (
    <li className={`chat ${mine ? 'chat-end' : 'chat-start'}`}>
      <div className="chat-header flex-wrap gap-1 text-xs">
        <span className="font-medium">{author}</span>
        <time dateTime={createdAt} className="text-base-content/70">
          {formatDateTime(createdAt)}
        </time>
      </div>
      <p className={`chat-bubble whitespace-pre-line break-words ${mine ? 'chat-bubble-primary' : ''}`}>{text}</p>
    </li>
  );
}
