// A case of the moderation queue as an Admin reads it, and its actions: a note is required, Block
// asks first, and what is sent is the action and the note.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, type ModerationCase } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { ModerationCaseItem } from './moderation-case';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const CASE: ModerationCase = {
  _id: 'c'.repeat(24),
  kind: 'imei',
  status: 'open',
  createdAt: '2025-03-01T10:00:00.000Z',
  product: {
    _id: 'p'.repeat(24),
    deviceName: 'Samsung Galaxy A54',
    img: '/images/65f0a1b2c3d4e5f601234567',
    resalePrice: 25000,
    status: 'available',
    sellerName: 'Rahim',
    sellerEmail: 'rahim@example.com',
    imeiLast4: '7518',
  },
  reports: [{ reason: 'stolen', text: 'This is my stolen phone', by: 'Karim', at: '2025-03-02T10:00:00.000Z' }],
  imeiConflict: { imeiLast4: '7518', deviceName: 'Galaxy A54 5G', sellerName: 'Jamal', sellerEmail: 'jamal@example.com', at: '2025-03-01T10:00:00.000Z' },
  seller: { name: 'Rahim', email: 'rahim@example.com', blocked: false, listings: 4, sales: 2, rating: { average: 4.5, count: 2 } },
  history: [{ action: 'opened', by: 'Mobile Planet', at: '2025-03-01T10:00:00.000Z' }],
};

let calls: ApiCall[];
/** What the API received: each request's path and JSON body. */
const sent = () => calls.map((c) => ({ url: c.path, body: c.body }));
beforeEach(() => {
  calls = fakeApi(() => ({ body: { ...CASE, status: 'closed' } }));
});

function renderCase(item: ModerationCase = CASE) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ul>
          <ModerationCaseItem item={item} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('a moderation case', () => {
  it('shows its kind, the listing, the reports, the refused listing and the seller’s record', () => {
    renderCase();
    const item = screen.getByRole('article', { name: 'Samsung Galaxy A54' });
    expect(within(item).getByText('Possible stolen or cloned device')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Samsung Galaxy A54' }).getAttribute('href')).toBe(`/product/${'p'.repeat(24)}`);
    expect(within(item).getAllByText('IMEI ••••7518')).toHaveLength(1);
    expect(within(item).getByText('Stolen device')).toBeTruthy();
    expect(within(item).getByText('This is my stolen phone')).toBeTruthy();
    expect(within(item).getByText('Galaxy A54 5G')).toBeTruthy();
    expect(within(item).getByText('Opened')).toBeTruthy();
    expect(within(item).getByText('The seller sees this note')).toBeTruthy();
  });

  it('wants a note before any action', async () => {
    const user = renderCase();
    await user.click(screen.getByRole('button', { name: 'Hide listing' }));
    expect(await screen.findByText(MSG.moderationNoteRequired)).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('hides the listing with the note', async () => {
    const user = renderCase();
    await user.type(screen.getByLabelText('Note'), 'Reported as stolen; IMEI listed twice');
    await user.click(screen.getByRole('button', { name: 'Hide listing' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('The listing is hidden'));
    expect(sent()).toEqual([{ url: `/moderation/${'c'.repeat(24)}/actions`, body: { action: 'hide', note: 'Reported as stolen; IMEI listed twice' } }]);
  });

  it('asks before it blocks the seller', async () => {
    const user = renderCase();
    await user.type(screen.getByLabelText('Note'), 'Two stolen phones');
    await user.click(screen.getByRole('button', { name: 'Block seller' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block Rahim?' });
    expect(sent()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Block seller' }));
    await vi.waitFor(() => expect(sent()[0]?.body).toEqual({ action: 'block', note: 'Two stolen phones' }));
  });

  it('offers no actions once closed', () => {
    renderCase({ ...CASE, status: 'closed' });
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('says why a reported listing’s case was opened, and an Admin’s note as written', () => {
    const history: ModerationCase['history'] = [
      { action: 'opened', by: 'Karim', note: 'A user reported this listing', at: '2025-03-01T10:00:00.000Z' },
      { action: 'dismiss', by: 'Admin', note: 'The photos are the seller’s own', at: '2025-03-02T10:00:00.000Z' },
    ];
    renderCase({ ...CASE, kind: 'report', imeiConflict: undefined, history });
    const steps = screen.getByRole('list', { name: 'History' });
    expect(within(steps).getByText('A user reported this listing')).toBeTruthy();
    expect(within(steps).getByText('The photos are the seller’s own')).toBeTruthy();
  });

  it('speaks Bangla to a Bangla reader, why the case was opened included', async () => {
    await setLanguage('bn');
    const note = 'Possible stolen or cloned device: another seller tried to list IMEI ••••7518 (Galaxy A54 5G), in the API’s English';
    const user = renderCase({ ...CASE, history: [{ action: 'opened', by: 'Jamal', note, at: '2025-03-01T10:00:00.000Z' }] });
    const item = screen.getByRole('article', { name: 'Samsung Galaxy A54' });
    expect(within(item).getByText('সম্ভবত চুরি করা বা নকল ডিভাইস')).toBeTruthy();
    expect(within(item).getByText('৳২৫,০০০')).toBeTruthy();
    expect(within(item).getByText('১টি রিপোর্ট')).toBeTruthy();
    expect(
      within(item).getByText('সম্ভবত চুরি করা বা নকল ডিভাইস: আরেকজন বিক্রেতা IMEI ••••7518 (Galaxy A54 5G) দিয়ে বিজ্ঞাপন দেওয়ার চেষ্টা করেছেন'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('নোট'), 'Two stolen phones');
    await user.click(screen.getByRole('button', { name: 'বিক্রেতাকে ব্লক করুন' }));
    expect(await screen.findByRole('dialog', { name: 'Rahim-কে ব্লক করবেন?' })).toBeTruthy();
  });
});
