// A seller's page, top and reviews: who, since when, the rating or none yet, and older reviews
// fetched from the profile's cursor only when asked.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, SellerProfile } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { setLanguage } from '@/lib/i18n';
import { SellerHeader } from './seller-header';
import { SellerReviews } from './seller-reviews';

vi.mock('@/lib/api-client', () => ({ api: { get: vi.fn() } }));

const SELLER = 'a'.repeat(24);
const review = (n: number, over: Partial<Review> = {}): Review => ({
  _id: String(n).padStart(24, '0'), bookingId: 'b'.repeat(24), rating: 5, buyerName: 'Rahim', device: 'Nokia 105',
  createdAt: '2025-03-12T12:00:00Z', ...over,
});
const profile: SellerProfile = {
  _id: SELLER,
  name: 'Karim Traders',
  memberSince: '2024-07-15T12:00:00Z',
  rating: { average: 4.5, count: 2 },
  reviews: { items: [review(1, { comment: 'Quick and honest', rating: 4 })], nextCursor: 'next' },
};

let queryClient: QueryClient;
function renderPage(p: SellerProfile) {
  // As the app's client (lib/query-client): an answer is fresh for 30 s.
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SellerHeader profile={p} />
      <SellerReviews profile={p} profileUpdatedAt={Date.now()} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
afterEach(() => queryClient.clear());

describe('a seller’s page', () => {
  it('shows the seller, since when, the rating and the first reviews without asking again', () => {
    renderPage(profile);
    expect(screen.getByRole('heading', { level: 1, name: 'Karim Traders' })).toBeTruthy();
    expect(screen.getByText('Member since July 2024')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 from 2 reviews')).toBeTruthy();
    expect(screen.getByText('Quick and honest')).toBeTruthy();
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
    expect(api.get).not.toHaveBeenCalled();
  });

  it('fetches older reviews from the profile’s cursor with More reviews', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: { items: [review(2, { buyerName: 'Fatema' })], nextCursor: null } });
    const user = renderPage(profile);
    await user.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Fatema')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(`/sellers/${SELLER}/reviews`, expect.objectContaining({ params: { cursor: 'next' } }));
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('says when there are no reviews yet', () => {
    renderPage({ ...profile, rating: null, reviews: { items: [], nextCursor: null } });
    expect(screen.getAllByText(/No reviews yet/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });
});

describe('a seller’s page in Bangla', () => {
  it('says since when, the reviews and who bought what in Bangla', async () => {
    await setLanguage('bn');
    renderPage(profile);
    expect(screen.getByText('জুলাই ২০২৪ থেকে সদস্য')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'রিভিউ' })).toBeTruthy();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Rahim Nokia 105 কিনেছেন')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আরও রিভিউ' })).toBeTruthy();
  });

  it('says there are no reviews yet in Bangla', async () => {
    await setLanguage('bn');
    renderPage({ ...profile, rating: null, reviews: { items: [], nextCursor: null } });
    expect(screen.getAllByText(/এখনো কোনো রিভিউ নেই/)).toHaveLength(2);
  });
});
