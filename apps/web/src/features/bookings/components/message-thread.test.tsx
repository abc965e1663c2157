// The booking's thread as both sides use it: oldest first, new messages fetched from the last cursor
// every few seconds and shown once, the thread's notifications marked read, a counted message box.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, MessagesPage } from '@mobile-planet/shared';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { MessageThread } from './message-thread';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BOOKING_ID = '65f0a1b2c3d4e5f601234567';
const message = (id: string, from: Message['from'], text: string, minute: number): Message => ({
  _id: id,
  bookingId: BOOKING_ID,
  from,
  name: from === 'buyer' ? 'Karim' : 'Rahim',
  text,
  createdAt: new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString(),
});

/** The API's thread: pages by cursor; each request recorded. */
let pages: Record<string, MessagesPage>;
let calls: ApiCall[];
const requests = () => calls.map((c) => ({ method: c.method, url: c.path, params: c.params, body: c.body }));
let sendAnswer: Message;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  calls = fakeApi((call) => {
    if (call.method === 'GET') return { body: pages[call.params.cursor ?? 'start'] };
    if (call.method === 'POST' && call.path.endsWith('/messages')) return { body: sendAnswer };
    return { body: {} };
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderThread() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MessageThread bookingId={BOOKING_ID} side="buyer" canWrite />
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const shownTexts = () => within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent);

describe('the message thread', () => {
  it('shows the thread, marks it read, and appends what the poll from the last cursor brings, once', async () => {
    const hello = message('m1', 'seller', 'Hello, when can you meet?', 0);
    const reply = message('m2', 'buyer', 'Tomorrow at 5, Mirpur 10', 1);
    pages = {
      start: { items: [hello], nextCursor: 'c1' },
      c1: { items: [], nextCursor: 'c1' },
    };
    const user = renderThread();
    expect(await screen.findByText('Hello, when can you meet?')).toBeTruthy();
    expect(screen.getByText('Rahim (Seller)')).toBeTruthy();
    await vi.waitFor(() => expect(requests().some((r) => r.url === '/notifications/read')).toBe(true));
    expect(requests().find((r) => r.url === '/notifications/read')?.body).toEqual({ bookingId: BOOKING_ID });

    // Sent: shown at once as ours; the next poll brings it again and it stays once.
    sendAnswer = reply;
    await user.type(screen.getByLabelText('Message'), reply.text);
    expect(screen.getByText(`${reply.text.length} / 1,000 characters`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(shownTexts()).toEqual([hello.text, reply.text]));
    expect(requests().find((r) => r.method === 'POST' && r.url.endsWith('/messages'))?.body).toEqual({ text: reply.text });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');

    const later = message('m3', 'seller', 'See you there', 2);
    pages.c1 = { items: [reply, later], nextCursor: 'c3' };
    await vi.advanceTimersByTimeAsync(4000);
    await vi.waitFor(() => expect(shownTexts()).toEqual([hello.text, reply.text, later.text]));
    const polls = requests().filter((r) => r.method === 'GET');
    expect(polls[0]?.params).toEqual({ limit: '100' });
    expect(polls.at(-1)?.params).toEqual({ limit: '100', cursor: 'c1' });

    // A new message from the other side while the thread is open: read too.
    await vi.waitFor(() => expect(requests().filter((r) => r.url === '/notifications/read')).toHaveLength(2));
  });
});
