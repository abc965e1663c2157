// The buyer's review of a completed booking: five named star radios, a rating required, an optional comment.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall } from '@/test/fake-api';
import { ReviewForm } from './review-form';

vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const BOOKING_ID = '65f0a1b2c3d4e5f601234567';
let calls: ApiCall[];
/** What the API received: each request's path and JSON body. */
const sent = () => calls.map((c) => ({ url: c.path, body: c.body }));
beforeEach(() => {
  calls = fakeApi(() => ({ status: 201, body: { _id: 'r', bookingId: BOOKING_ID, rating: 4 } }));
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReviewForm bookingId={BOOKING_ID} sellerName="Rahim" />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  return { user, post: () => user.click(screen.getByRole('button', { name: 'Post review' })) };
}

describe('the review form', () => {
  it('offers five stars, each a radio named for its count', () => {
    renderForm();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
  });

  it('asks for a rating before it sends anything', async () => {
    const { post } = renderForm();
    await post();
    expect(await screen.findByText(MSG.ratingInvalid)).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('posts the rating and the comment for this deal, and no empty comment', async () => {
    const { user, post } = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Met on time, phone as described');
    expect(screen.getByText('31 / 500 characters')).toBeTruthy();
    await post();
    await vi.waitFor(() =>
      expect(sent()[0]).toEqual({ url: '/reviews', body: { bookingId: BOOKING_ID, rating: 4, comment: 'Met on time, phone as described' } }),
    );

    calls.length = 0;
    await user.clear(screen.getByLabelText('Comment (optional)'));
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await post();
    await vi.waitFor(() => expect(sent()[0]?.body).toEqual({ bookingId: BOOKING_ID, rating: 5 }));
  });

  it('speaks Bangla to a Bangla reader, the count in Bangla digits and the schema’s message in Bangla', async () => {
    await setLanguage('bn');
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'Rahim-কে রেটিং দিন' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))[3]).toBe('৪ তারা');
    await user.type(screen.getByLabelText('মন্তব্য (ঐচ্ছিক)'), 'Met on time, phone as described');
    expect(screen.getByText('৩১ / ৫০০ অক্ষর')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'রিভিউ পোস্ট করুন' }));
    expect(await screen.findByText('১ থেকে ৫ তারা দিয়ে রেটিং দিন')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });
});
