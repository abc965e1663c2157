// "Ask the seller" as each reader finds it: a visitor a sign-in link that comes back here; a buyer
// their own thread and a form (an empty question refused before anything is sent); the seller
// each thread with an answer box; a sold listing no forms; and in Bangla.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionMessage, QuestionThread, QuestionThreadsPage } from '@mobile-planet/shared';
import { useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { AskSellerSection } from './ask-seller-section';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useCurrentUser: vi.fn() }));

const PRODUCT = '65f0a1b2c3d4e5f601234567';
const THREAD = '65f0a1b2c3d4e5f601234999';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute)).toISOString();
const thread = (over: Partial<QuestionThread> = {}): QuestionThread => ({
  _id: THREAD, productId: PRODUCT, device: 'Nokia 8210 4G', askerName: 'Karim Uddin', createdAt: at(0), lastAt: at(1), lastFrom: 'seller', messageCount: 2, ...over,
});
const msg = (id: string, from: QuestionMessage['from'], text: string, minute: number): QuestionMessage => ({
  _id: id, threadId: THREAD, from, name: from === 'asker' ? 'Karim Uddin' : 'Sami Seller', text, createdAt: at(minute),
});

let threads: QuestionThreadsPage;
let messages: QuestionMessage[];
let calls: ApiCall[];
beforeEach(() => {
  calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === `/products/${PRODUCT}/questions`) return { body: threads };
    if (call.method === 'GET' && call.path === `/products/${PRODUCT}/questions/${THREAD}`) return { body: { items: messages, nextCursor: 'c' } };
    if (call.method === 'POST' && call.path.startsWith(`/products/${PRODUCT}/questions`)) {
      const sent = msg(`m${calls.length}`, call.path.endsWith(THREAD) ? 'seller' : 'asker', (call.body as { text: string }).text, 5);
      messages = [...messages, sent];
      return { status: 201, body: { thread: thread({ messageCount: messages.length, lastFrom: sent.from }), message: sent } };
    }
    return { body: { acknowledged: true, modifiedCount: 0, unread: 0 } };
  });
});
afterEach(async () => {
  await setLanguage('en');
});

function renderAs(email: string | null, available = true) {
  vi.mocked(useAuth).mockReturnValue({ user: email ? { email } : null, loading: false } as unknown as AuthContextValue);
  vi.mocked(useCurrentUser).mockReturnValue({ data: email ? { email, _id: 'u1' } : undefined } as unknown as ReturnType<typeof useCurrentUser>);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/product/${PRODUCT}`]}>
        <AskSellerSection productId={PRODUCT} available={available} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posts = () => calls.filter((c) => c.method === 'POST' && c.path.includes('/questions'));

describe('Ask the seller', () => {
  it('asks a signed-out visitor to sign in, and comes back to the questions after', () => {
    renderAs(null);
    expect(screen.getByRole('heading', { name: 'Ask the seller' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Sign in to ask the seller a question' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(calls).toEqual([]);
  });

  it('lets a buyer with no thread ask; an empty question is refused before anything is sent', async () => {
    threads = { items: [], nextCursor: null, viewer: 'asker' };
    messages = [];
    const user = renderAs('karim@example.test');
    const box = await screen.findByRole('textbox', { name: 'Your question' });
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Write a message')).toBeTruthy();
    expect(posts()).toEqual([]);

    threads = { items: [thread({ lastFrom: 'asker', messageCount: 1 })], nextCursor: null, viewer: 'asker' };
    await user.type(box, 'Is the battery original?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    await vi.waitFor(() => expect(posts().map((c) => [c.path, c.body])).toEqual([[`/products/${PRODUCT}/questions`, { text: 'Is the battery original?' }]]));
    // The thread opens with the question in it, and the form asks for the next one.
    const log = await screen.findByRole('log', { name: 'Questions and answers with Karim Uddin' });
    await vi.waitFor(() => expect(within(log).getByText('Is the battery original?')).toBeTruthy());
    expect(screen.getByRole('textbox', { name: 'Ask another question' })).toBeTruthy();
  });

  it('shows the seller each thread, waiting or answered, with an answer box that posts to that thread', async () => {
    threads = { items: [thread({ lastFrom: 'asker', messageCount: 1 })], nextCursor: null, viewer: 'seller' };
    messages = [msg('m1', 'asker', 'Does 4G work with GP?', 0)];
    const user = renderAs('seller@example.test');
    expect(await screen.findByRole('heading', { name: 'Questions from Karim Uddin' })).toBeTruthy();
    expect(screen.getByText('Waiting for your answer')).toBeTruthy();
    expect(await screen.findByText('Karim Uddin (Buyer)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Your answer to Karim Uddin' }), 'Yes, it does.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(posts().map((c) => [c.path, c.body])).toEqual([[`/products/${PRODUCT}/questions/${THREAD}`, { text: 'Yes, it does.' }]]));
    expect(await screen.findByText('Yes, it does.')).toBeTruthy();
    // Reading them here marks the listing's question notifications read.
    expect(calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ productId: PRODUCT });
  });

  it('fetches a thread again only when the polled list says it has more messages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      threads = { items: [thread({ lastFrom: 'asker', messageCount: 1 })], nextCursor: null, viewer: 'seller' };
      messages = [msg('m1', 'asker', 'Any scratches?', 0)];
      renderAs('seller@example.test');
      expect(await screen.findByText('Any scratches?')).toBeTruthy();
      const threadReads = () => calls.filter((c) => c.method === 'GET' && c.path.endsWith(THREAD)).length;
      await vi.advanceTimersByTimeAsync(5000);
      expect(threadReads()).toBe(1);

      messages = [...messages, msg('m2', 'asker', 'And is the box included?', 2)];
      threads = { items: [thread({ lastFrom: 'asker', messageCount: 2 })], nextCursor: null, viewer: 'seller' };
      await vi.advanceTimersByTimeAsync(5000);
      expect(await screen.findByText('And is the box included?')).toBeTruthy();
      expect(threadReads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes no more questions on a sold listing, and says why', async () => {
    threads = { items: [thread()], nextCursor: null, viewer: 'asker' };
    messages = [msg('m1', 'asker', 'Still there?', 0), msg('m2', 'seller', 'Yes', 1)];
    renderAs('karim@example.test', false);
    expect(await screen.findByText('This listing is no longer on sale, so it takes no more questions.')).toBeTruthy();
    expect(await screen.findByText('Yes')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    threads = { items: [thread({ lastFrom: 'asker', messageCount: 1 })], nextCursor: null, viewer: 'seller' };
    messages = [msg('m1', 'asker', 'ব্যাটারি কেমন?', 0)];
    renderAs('seller@example.test');
    expect(screen.getByRole('heading', { name: 'বিক্রেতাকে প্রশ্ন করুন' })).toBeTruthy();
    expect(await screen.findByText('আপনার উত্তরের অপেক্ষায়')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Karim Uddin-কে আপনার উত্তর' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'উত্তর পাঠান' })).toBeTruthy();
  });
});
