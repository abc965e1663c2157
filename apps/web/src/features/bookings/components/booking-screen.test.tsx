// The booking page from each side: what it shows and which actions it offers in which status.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking, KydResult } from '@mobile-planet/shared';
import { useAdmin, useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { BookingScreen } from './booking-screen';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useAdmin: vi.fn(), useCurrentUser: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BUYER = { email: 'buyer@mobileplanet.test', id: '65f0a1b2c3d4e5f600000001' };
const SELLER = { email: 'seller@mobileplanet.test', id: '65f0a1b2c3d4e5f600000002' };
const ADMIN = { email: 'admin@mobileplanet.test', id: '65f0a1b2c3d4e5f600000003' };
const BOOKING_ID = '65f0a1b2c3d4e5f601234567';

const booking = (extra: Partial<Booking>): Booking => ({
  _id: BOOKING_ID,
  name: 'Karim',
  email: BUYER.email,
  device: 'Samsung Galaxy A54',
  price: 25000,
  contact: '01712345678',
  location: 'Mirpur 10, Dhaka',
  paid: false,
  productId: 'f'.repeat(24),
  createdAt: '2025-03-01T10:00:00.000Z',
  status: 'booked',
  history: [],
  sellerName: 'Rahim',
  sellerId: SELLER.id,
  expiresAt: '2025-03-03T10:00:00.000Z',
  side: 'buyer',
  ...extra,
});

let current: Booking;
beforeEach(() => {
  fakeApi((call) => ({ body: call.path.endsWith('/messages') ? { items: [], nextCursor: null } : call.method === 'GET' ? current : {} }));
});

function viewAs(viewer: { email: string; id: string }, booking: Booking) {
  // The API answers each reader with their side of the booking.
  current = { ...booking, side: viewer === BUYER ? 'buyer' : viewer === SELLER ? 'seller' : 'admin' };
  vi.mocked(useAuth).mockReturnValue({ user: { email: viewer.email } } as unknown as AuthContextValue);
  vi.mocked(useAdmin).mockReturnValue({ isAdmin: viewer === ADMIN, isAdminLoading: false });
  vi.mocked(useCurrentUser).mockReturnValue({ data: { _id: viewer.id }, isPending: false } as unknown as ReturnType<typeof useCurrentUser>);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BookingScreen id={BOOKING_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the deal page', () => {
  it('shows the buyer of a booking the seller’s page, Pay and Cancel booking', async () => {
    viewAs(BUYER, booking({}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Samsung Galaxy A54' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rahim' }).getAttribute('href')).toBe(`/seller/${SELLER.id}`);
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(`/dashboard/payment/${BOOKING_ID}`);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.getByText(/^Pay before /)).toBeTruthy();
    expect(screen.queryByText('01712345678')).toBeNull();
  });

  it('shows the buyer of a paid deal their handover code and the history', async () => {
    const history: Booking['history'] = [{ event: 'pay', from: 'booked', to: 'paid', by: 'buyer', at: '2025-03-01T11:00:00.000Z' }];
    viewAs(BUYER, booking({ status: 'paid', paid: true, handoverCode: '482913', history }));
    expect(await screen.findByText('482913')).toBeTruthy();
    const timeline = within(screen.getByRole('heading', { name: 'History' }).closest('section')!);
    expect(timeline.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['Booked', 'Paid']);
    expect(timeline.getAllByText(/^by you/)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
  });

  it('gives the seller of a paid deal the code entry, the buyer’s contact, and Cancel and refund behind a warning', async () => {
    const user = viewAs(SELLER, booking({ status: 'paid', paid: true, handover: { triesLeft: 5 } }));
    expect(await screen.findByLabelText('Handover code')).toBeTruthy();
    expect(screen.getByText('01712345678')).toBeTruthy();
    expect(screen.getByText('Mirpur 10, Dhaka')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The buyer is refunded ৳25,000 and the listing returns to the market.');
  });

  it('lets the buyer open a claim during the warranty', async () => {
    const warrantyEndsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const user = viewAs(BUYER, booking({ status: 'handed_over', paid: true, warrantyEndsAt }));
    await user.click(await screen.findByRole('button', { name: 'Open a claim' }));
    expect(screen.getByLabelText('Reason')).toBeTruthy();
    expect(screen.getByLabelText('What is wrong')).toBeTruthy();
    expect(screen.getByLabelText(/^Photos/)).toBeTruthy();
  });

  it('asks the buyer of a completed deal to rate the seller, until reviewed', async () => {
    viewAs(BUYER, booking({ status: 'completed', paid: true, reviewed: false }));
    expect(await screen.findByRole('radio', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByText('Rate the seller')).toBeTruthy();
  });

  it('gives an Admin the decision form on a claimed deal', async () => {
    const claim = { reason: 'damaged' as const, text: 'The screen is cracked', photos: [], openedAt: '2025-03-05T09:00:00.000Z' };
    viewAs(ADMIN, booking({ status: 'claimed', paid: true, claim }));
    expect(await screen.findByRole('heading', { name: 'Decide the claim' })).toBeTruthy();
    expect(screen.getByText('The screen is cracked')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Refund the buyer' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Reject the claim' })).toBeTruthy();
    expect(screen.getByText('buyer@mobileplanet.test')).toBeTruthy();
  });

  it('speaks Bangla to a Bangla reader: actions, history and the refund in Bangla digits', async () => {
    await setLanguage('bn');
    const history: Booking['history'] = [{ event: 'pay', from: 'booked', to: 'paid', by: 'buyer', at: '2025-03-01T11:00:00.000Z' }];
    const user = viewAs(SELLER, booking({ status: 'paid', paid: true, handover: { triesLeft: 5 }, history }));
    expect(await screen.findByRole('link', { name: 'আমার বিক্রি' })).toBeTruthy();
    expect(screen.getByLabelText('হস্তান্তর কোড')).toBeTruthy();
    expect(screen.getByText(/আর ৫ বার চেষ্টা করা যাবে/)).toBeTruthy();
    const timeline = within(screen.getByRole('heading', { name: 'ইতিহাস' }).closest('section')!);
    expect(timeline.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['বুক করা হয়েছে', 'পেমেন্ট হয়েছে']);
    expect(timeline.getAllByText(/^ক্রেতা,/)).toHaveLength(2);
    expect(timeline.getAllByRole('listitem')[1]?.querySelector('time')?.textContent).toContain('২০২৫');
    await user.click(screen.getByRole('button', { name: 'বাতিল করে টাকা ফেরত দিন' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ক্রেতাকে ৳২৫,০০০ ফেরত দেওয়া হবে এবং বিজ্ঞাপনটি আবার বাজারে ফিরবে।');
    expect(within(dialog).getByRole('button', { name: 'লেনদেন রাখুন' })).toBeTruthy();
  });
});

describe('the meet-up of a phone (NEIR)', () => {
  const IMEI = '356938035643809';
  const IMEI2 = '490154203237518';
  const paidPhone = (extra: Partial<Booking> = {}) => booking({ status: 'paid', paid: true, neirReleaseNeeded: true, handover: { triesLeft: 5 }, ...extra });
  let posted: Array<{ path: string; body: unknown }>;
  beforeEach(() => {
    posted = [];
    fakeApi((call) => {
      if (call.method === 'POST' && call.path.startsWith('/bookings/')) {
        posted.push({ path: call.path, body: call.body });
        const saved: Partial<Booking> = call.path.endsWith('/kyd') ? { kyd: { result: (call.body as { result: KydResult }).result, at: '2025-03-01T12:00:00.000Z' } } : { neirReleasedAt: '2025-03-01T12:00:00.000Z' };
        current = { ...current, ...saved };
        return { body: current };
      }
      return { body: call.path.endsWith('/messages') ? { items: [], nextCursor: null } : current };
    });
  });

  it('asks the seller to release the phone before it takes the code, then takes it', async () => {
    const user = viewAs(SELLER, paidPhone());
    expect(await screen.findByRole('heading', { name: 'Release the phone from NEIR' })).toBeTruthy();
    expect(screen.getByText(/Dial \*16161# from a SIM registered to your NID/)).toBeTruthy();
    expect(screen.queryByLabelText('Handover code')).toBeNull();
    expect(screen.getByText('Release the phone from NEIR, then meet the buyer and enter their handover code')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have de-registered it' }));
    await vi.waitFor(() => expect(posted).toEqual([{ path: `/bookings/${BOOKING_ID}/neir-release`, body: {} }]));
    expect(await screen.findByLabelText('Handover code')).toBeTruthy();
    expect(screen.getByText(/^Released from NEIR on /)).toBeTruthy();
  });

  it('shows the paying buyer both IMEIs with an SMS to 16002 each, records the KYD answer, and says the seller has not released it yet', async () => {
    const user = viewAs(BUYER, paidPhone({ imei: IMEI, imei2: IMEI2, handoverCode: '482913' }));
    expect(await screen.findByRole('heading', { name: "Check the phone's IMEI" })).toBeTruthy();
    expect(screen.getByText(IMEI)).toBeTruthy();
    expect(screen.getByText(IMEI2)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send KYD for …3809' }).getAttribute('href')).toBe(`sms:16002?body=KYD%20${IMEI}`);
    expect(screen.getByText(/^The seller has not yet released the phone from NEIR/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save the answer' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Blocked' }));
    await user.click(save);
    await vi.waitFor(() => expect(posted).toEqual([{ path: `/bookings/${BOOKING_ID}/kyd`, body: { result: 'blocked' } }]));
    expect(await screen.findByText(/^Your KYD check: Blocked/)).toBeTruthy();
  });

  it('shows the seller what the buyer found, never the IMEIs; a tablet has no release to make', async () => {
    viewAs(SELLER, paidPhone({ neirReleasedAt: '2025-03-01T12:00:00.000Z', kyd: { result: 'valid', at: '2025-03-01T11:30:00.000Z' } }));
    expect(await screen.findByText(/^The buyer's KYD check: Valid/)).toBeTruthy();
    expect(screen.getByLabelText('Handover code')).toBeTruthy();
  });

  it('asks the buyer after the handover whether the phone registered, in Bangla too', async () => {
    await setLanguage('bn');
    viewAs(BUYER, booking({ status: 'handed_over', paid: true, neirReleaseNeeded: true, neirReleasedAt: '2025-03-01T12:00:00.000Z', imei: IMEI, warrantyEndsAt: '2099-01-01T00:00:00.000Z' }));
    expect(await screen.findByRole('button', { name: 'নিবন্ধিত হয়েছে' })).toBeTruthy();
    expect(screen.getByText(/নিবন্ধন হচ্ছে না \/ ব্লক করা/)).toBeTruthy();
  });

  it('gives the buyer the device check link with its QR code, and shows every side the saved result', async () => {
    fakeApi((call) => {
      if (call.method === 'POST' && call.path === `/bookings/${BOOKING_ID}/device-check`) return { body: { url: 'http://web.test/check/aaa.bbb.ccc', expiresAt: '2099-01-01T10:00:00.000Z' } };
      return { body: call.path.endsWith('/messages') ? { items: [], nextCursor: null } : current };
    });
    const user = viewAs(BUYER, paidPhone({ imei: IMEI }));
    const panel = within(await screen.findByRole('region', { name: 'Check the device at the meet-up' }));
    await user.click(panel.getByRole('button', { name: 'Get the check link' }));
    expect((await panel.findByRole('link', { name: 'http://web.test/check/aaa.bbb.ccc' })).getAttribute('href')).toBe('http://web.test/check/aaa.bbb.ccc');
    expect((await panel.findByRole('img', { name: 'QR code of the check link' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('shows the seller the device check the buyer ran: the IMEI match and each step', async () => {
    const steps = { screen: 'works', touch: 'works', speaker: 'fails', microphone: 'works', front_camera: 'works', back_camera: 'skipped', vibration: 'works' } as const;
    viewAs(SELLER, paidPhone({ neirReleasedAt: '2025-03-01T12:00:00.000Z', deviceCheck: { imeiMatch: true, steps, sensors: [], at: '2025-03-01T12:30:00.000Z' } }));
    const panel = within(await screen.findByRole('region', { name: 'Check the device at the meet-up' }));
    expect(panel.getByText("IMEI matches the listing's")).toBeTruthy();
    expect(panel.getByText('Speaker').nextElementSibling?.textContent).toBe("Doesn't work");
    expect(panel.queryByRole('button', { name: 'Get the check link' })).toBeNull();
  });
});
