// The booking modal (spec §2) as a buyer sees it: the read-only details, the two fields with the
// spec's messages, the POST and 'Booking confirmed'; and the same modal in Bangla.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { MemoryRouter } from 'react-router-dom';
import type { Booking } from '@mobile-planet/shared';
import { BookingModal, type BookablePhone } from './booking-modal';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const PHONE: BookablePhone = { _id: 'a'.repeat(24), deviceName: 'Samsung Galaxy A54', resalePrice: 25000 };
const BOOKING = {
  _id: 'b'.repeat(24),
  device: PHONE.deviceName,
  price: PHONE.resalePrice,
  expiresAt: '2026-11-28T10:00:00.000Z',
  status: 'booked',
} as Booking;

let calls: ApiCall[];
/** The JSON bodies the API received. */
const sent = () => calls.map((c) => c.body);
beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue({
    user: { displayName: 'Karim', email: 'buyer@mobileplanet.test' },
  } as unknown as AuthContextValue);
  calls = fakeApi(() => ({ status: 201, body: { acknowledged: true, insertedId: BOOKING._id, booking: BOOKING } }));
});
afterEach(() => {
  vi.mocked(toast.success).mockClear();
});

function renderModal() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <BookingModal phone={PHONE} onClose={onClose} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onClose };
}

describe('the booking modal', () => {
  it('books with the contact number and location, says Booking confirmed, then offers Pay now', async () => {
    const { user, onClose } = renderModal();
    expect(screen.getByRole('heading', { name: `Book ${PHONE.deviceName}` })).toBeTruthy();
    // The form is its own chunk: it arrives a moment after the modal opens.
    expect(((await screen.findByLabelText('Price')) as HTMLInputElement).value).toBe('৳25,000');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Contact number is required')).toBeTruthy();
    expect(screen.getByText('Location is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Contact number'), '01712345678');
    await user.type(screen.getByLabelText('Location'), 'Mirpur, Dhaka');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking confirmed'));
    expect(sent()).toEqual([{ productId: PHONE._id, contact: '01712345678', location: 'Mirpur, Dhaka' }]);
    // The next step, with the deadline: an unpaid booking lapses.
    expect(await screen.findByRole('heading', { name: 'Booked: now pay to keep it' })).toBeTruthy();
    expect(screen.getByText(/Samsung Galaxy A54 is held for you until .*2026.* Pay ৳25,000 by card before then/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(`/dashboard/payment/${BOOKING._id}`);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pay later from My Orders' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Bangla to a Bangla reader: title, labels, the price in Bangla digits, messages and toast', async () => {
    await setLanguage('bn');
    const { user } = renderModal();
    expect(screen.getByRole('heading', { name: `${PHONE.deviceName} বুক করুন` })).toBeTruthy();
    expect(((await screen.findByLabelText('দাম')) as HTMLInputElement).value).toBe('৳২৫,০০০');
    expect((screen.getByLabelText('পণ্যের নাম') as HTMLInputElement).value).toBe(PHONE.deviceName);
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(await screen.findByText('যোগাযোগের নম্বর দিতে হবে')).toBeTruthy();
    expect(screen.getByText('এলাকা দিতে হবে')).toBeTruthy();
    await user.type(screen.getByLabelText('যোগাযোগ নম্বর'), '01712345678');
    await user.type(screen.getByLabelText('এলাকা'), 'মিরপুর, ঢাকা');
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('বুকিং নিশ্চিত হয়েছে'));
    expect(await screen.findByRole('link', { name: 'এখনই পরিশোধ করুন' })).toBeTruthy();
  });
});
