// My Orders past the spec: each booking's status and next step, Pay only while booked, the spec's
// 'Paid' once paid with the handover code to show the seller, Cancel behind a confirm, the booking page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@mobile-planet/shared';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { MyOrders } from './my-orders';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const EMAIL = 'buyer@mobileplanet.test';
const order = (id: string, device: string, extra: Partial<Booking>): Booking => ({
  _id: id,
  name: 'Karim',
  email: EMAIL,
  device,
  price: 25000,
  contact: '01712345678',
  location: 'Mirpur, Dhaka',
  paid: false,
  productId: 'p'.repeat(24),
  createdAt: '2025-03-01T10:00:00.000Z',
  status: 'booked',
  history: [],
  sellerName: 'Rahim',
  expiresAt: '2025-03-03T10:00:00.000Z',
  side: 'buyer',
  ...extra,
});
const BOOKED = order('a'.repeat(24), 'Nokia 105', {});
const PAID = order('b'.repeat(24), 'Samsung Galaxy A54', { paid: true, status: 'paid', handoverCode: '482913' });

let calls: ApiCall[];
const requests = () => calls.map((c) => ({ method: c.method, url: c.path }));
beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({ user: { email: EMAIL } } as unknown as AuthContextValue);
  calls = fakeApi((call) => ({ body: call.method === 'GET' ? [BOOKED, PAID] : { ...BOOKED, status: 'cancelled' } }));
});

function renderOrders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyOrders />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The table's row of a device (the table is what md and up show; the cards carry the same). */
async function rowOf(device: string): Promise<HTMLElement> {
  const rows = within(await screen.findByRole('table', { name: 'My Orders' })).getAllByRole('row');
  const row = rows.find((r) => r.textContent?.includes(device));
  if (!row) throw new Error(`no row for ${device}`);
  return row;
}

describe('My Orders', () => {
  it('offers Pay and Cancel only while booked, with the next step', async () => {
    renderOrders();
    const row = within(await rowOf(BOOKED.device));
    expect(row.getByRole('link', { name: `Pay for ${BOOKED.device}` }).textContent).toBe('Pay');
    expect(row.getByRole('button', { name: `Cancel booking of ${BOOKED.device}` }).textContent).toBe('Cancel');
    expect(row.getByText('Booked')).toBeTruthy();
    expect(row.getByText(/^Pay before /)).toBeTruthy();
    expect(row.getByRole('link', { name: `Open deal for ${BOOKED.device}` }).getAttribute('href')).toBe(`/dashboard/deals/${BOOKED._id}`);
  });

  it('shows a paid order as Paid, once, with its handover code and no Pay', async () => {
    renderOrders();
    const row = within(await rowOf(PAID.device));
    expect(row.getAllByText('Paid')).toHaveLength(1);
    expect(row.getByText('482913')).toBeTruthy();
    expect(row.getByText('Show the seller your handover code when you meet')).toBeTruthy();
    expect(row.queryByRole('link', { name: /^Pay for/ })).toBeNull();
    expect(row.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('cancels a booking only after the confirm', async () => {
    const user = renderOrders();
    const row = within(await rowOf(BOOKED.device));
    await user.click(row.getByRole('button', { name: `Cancel booking of ${BOOKED.device}` }));
    expect(requests().some((r) => r.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await vi.waitFor(() => expect(requests()).toContainEqual({ method: 'POST', url: `/bookings/${BOOKED._id}/cancel` }));
  });

  it('reads in Bangla: the heading, prices in Bangla digits, Pay and its accessible name', async () => {
    await setLanguage('bn');
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'আমার অর্ডার' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'আমার অর্ডার' });
    expect(within(table).getByRole('columnheader', { name: 'দাম' })).toBeTruthy();
    const row = within(within(table).getAllByRole('row').find((r) => r.textContent?.includes(BOOKED.device))!);
    expect(row.getByText('৳২৫,০০০')).toBeTruthy();
    expect(row.getByRole('rowheader').textContent).toBe('১');
    const pay = row.getByRole('link', { name: `পরিশোধ করুন: ${BOOKED.device}` });
    expect(pay.textContent).toBe('পরিশোধ করুন');
    expect(row.getByRole('button', { name: `বাতিল: ${BOOKED.device}-এর বুকিং` }).textContent).toBe('বাতিল');
  });
});
