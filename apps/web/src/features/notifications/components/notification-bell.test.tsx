// The bell as a signed-in user uses it: the badge from GET /notifications, the panel with the
// notifications in words, Esc back to the bell, and reading one or all (POST /notifications/read).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification, NotificationsPage } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { NotificationBell } from './notification-bell';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('@/lib/api-client', () => ({
  api: { get: vi.fn(), post: vi.fn() },
  apiErrorMessage: (err: unknown) => String(err),
}));

const BOOKING = 'b'.repeat(24);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const notification = (over: Partial<Notification>): Notification => ({
  _id: 'n'.repeat(23) + '1',
  kind: 'booked',
  device: 'Galaxy A54',
  read: false,
  createdAt: minutesAgo(5),
  ...over,
});

const firstPage: NotificationsPage = {
  items: [
    notification({ _id: 'a'.repeat(24), kind: 'paid', bookingId: BOOKING }),
    notification({ _id: 'c'.repeat(24), kind: 'message', device: 'iPhone 13', bookingId: BOOKING, read: true, createdAt: minutesAgo(90) }),
  ],
  nextCursor: 'page2',
  unread: 2,
  unreadMessages: 0, unreadMessagesOnSales: 0,
};
const secondPage: NotificationsPage = {
  items: [notification({ _id: 'd'.repeat(24), kind: 'reviewed', device: undefined })],
  nextCursor: null,
  unread: 2,
  unreadMessages: 0, unreadMessagesOnSales: 0,
};

let queryClient: QueryClient;

function signIn(email: string | null) {
  vi.mocked(useAuth).mockReturnValue({ user: email ? { email } : null, loading: false } as unknown as AuthContextValue);
}

function renderBell() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <NotificationBell />
        <Routes>
          <Route path="/" element={<button type="button">elsewhere</button>} />
          <Route path="/dashboard/deals/:id" element={<p>the deal page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The server's side: which notifications were read since the test began. */
let readIds: Set<string>;

function served(page: NotificationsPage): NotificationsPage {
  const all = [...firstPage.items, ...secondPage.items];
  const unread = all.filter((n) => !n.read && !readIds.has(n._id)).length;
  return { ...page, items: page.items.map((n) => (readIds.has(n._id) ? { ...n, read: true } : n)), unread };
}

beforeEach(() => {
  readIds = new Set();
  signIn('buyer@mobileplanet.test');
  vi.mocked(api.get).mockImplementation((_url, config) => {
    const cursor = (config?.params as { cursor?: string } | undefined)?.cursor;
    return Promise.resolve({ data: served(cursor === 'page2' ? secondPage : firstPage) });
  });
  vi.mocked(api.post).mockImplementation((_url, body) => {
    const input = body as { ids?: string[]; all?: true };
    for (const n of [...firstPage.items, ...secondPage.items]) if (input.all || input.ids?.includes(n._id)) readIds.add(n._id);
    return Promise.resolve({ data: { acknowledged: true, modifiedCount: 1, unread: served(firstPage).unread } });
  });
});
afterEach(() => queryClient.clear());

describe('the notifications bell', () => {
  it('is not there for a visitor', () => {
    signIn(null);
    renderBell();
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows the unread count and opens a panel of notifications in words, focus inside', async () => {
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(api.get).toHaveBeenCalledWith('/notifications', expect.objectContaining({ params: { limit: '20' } }));

    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(panel.contains(document.activeElement)).toBe(true);

    const paid = within(panel).getByRole('link', { name: /Galaxy A54 was paid for/ });
    expect(paid.getAttribute('href')).toBe(`/dashboard/deals/${BOOKING}`);
    expect(paid.textContent).toContain('5 min. ago');
    expect(paid.textContent).toContain('Unread');
    const message = within(panel).getByRole('link', { name: /New message about iPhone 13/ });
    expect(message.textContent).not.toContain('Unread');
  });

  it('closes on Esc and gives focus back to the bell', async () => {
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside it', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks a notification read when it is opened, and goes to its deal', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('link', { name: /Galaxy A54 was paid for/ }));
    expect(api.post).toHaveBeenCalledWith('/notifications/read', { ids: ['a'.repeat(24)] });
    expect(await screen.findByText('the deal page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all as read', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(api.post).toHaveBeenCalledWith('/notifications/read', { all: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
    // Still open, with focus kept in it.
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('loads older notifications with Load more', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /You got a new review/ })).toBeTruthy();
    expect(api.get).toHaveBeenLastCalledWith('/notifications', expect.objectContaining({ params: { limit: '20', cursor: 'page2' } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('speaks Bangla to a Bangla reader: the badge in Bangla digits, the panel and the notifications in Bangla', async () => {
    await setLanguage('bn');
    const user = renderBell();
    const bell = await screen.findByRole('button', { name: 'নোটিফিকেশন, ২টি অপঠিত' });
    expect(bell.textContent).toBe('২');
    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'নোটিফিকেশন' });
    const paid = within(panel).getByRole('link', { name: /Galaxy A54-এর পেমেন্ট হয়েছে/ });
    expect(paid.textContent).toContain('অপঠিত');
    expect(within(panel).getByRole('link', { name: /iPhone 13 নিয়ে নতুন বার্তা/ })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'সব পড়া হিসেবে চিহ্নিত করুন' })).toBeTruthy();
  });
});
