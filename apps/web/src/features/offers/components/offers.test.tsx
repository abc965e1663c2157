// Offers as a person meets them: the form refuses an amount out of the listing's bounds (or not a
// whole number) before anything is sent and shows the API's refusal at the field; a live offer
// stands in for the form; each side gets exactly the buttons the offer's process gives them now;
// an accepted offer leads the buyer to pay; and in Bangla.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@mobile-planet/shared';
import { useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { MakeOfferSection } from './make-offer-section';
import { OfferCard } from './offer-card';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useCurrentUser: vi.fn() }));

const PRODUCT = '65f0a1b2c3d4e5f601234567';
const OFFER = '65f0a1b2c3d4e5f601239999';
const NOW = Date.UTC(2026, 10, 1, 10, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const offer = (over: Partial<Offer> = {}): Offer => ({
  _id: OFFER, productId: PRODUCT, device: 'Galaxy A54', askingPrice: 40_000, bounds: { min: 20_000, max: 39_999 }, amount: 30_000, status: 'open', turn: 'seller',
  buyerName: 'Bina Buyer', sellerName: 'Sami Seller', lapsesAt: iso(NOW + (47 * 60 + 5) * 60_000), createdAt: iso(NOW - 55 * 60_000), updatedAt: iso(NOW - 55 * 60_000),
  history: [], side: 'buyer', ...over,
});

afterEach(async () => {
  await setLanguage('en');
});

function signIn(email: string | null) {
  vi.mocked(useAuth).mockReturnValue({ user: email ? { email } : null, loading: false } as unknown as AuthContextValue);
  vi.mocked(useCurrentUser).mockReturnValue({ data: email ? { email, _id: 'buyer-id' } : undefined } as unknown as ReturnType<typeof useCurrentUser>);
}

function renderWith(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/product/${PRODUCT}`]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const listing = { _id: PRODUCT, resalePrice: 40_000, status: 'available' as const, sellerId: 'seller-id' };

describe('Make an offer on a listing', () => {
  function listingPage(answer: (call: ApiCall) => Reply, product = listing) {
    const calls = fakeApi(answer);
    signIn('bina@example.test');
    const user = renderWith(<MakeOfferSection product={product} guide={<p>Similar phones sold for ৳30,000–35,000</p>} />);
    return { calls, user };
  }
  const noOffer = (call: ApiCall): Reply => (call.method === 'GET' ? { body: { items: [], nextCursor: null } } : { status: 500 });

  it('shows the bounds and the price guide beside the amount, and refuses an amount out of them before sending', async () => {
    const { calls, user } = listingPage(noOffer);
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const amount = screen.getByRole('textbox', { name: 'Your offer (taka)' });
    expect(screen.getByText('From ৳20,000 to ৳39,999: at least half the asking price, and below it.')).toBeTruthy();
    expect(screen.getByText('Similar phones sold for ৳30,000–35,000')).toBeTruthy();

    await user.type(amount, '40000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer from ৳20,000 to ৳39,999: at least half the asking price, and below it')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '25000.5');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('An offer is a whole number of taka')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends a good amount, shows the API\'s refusal at the field, then the offer in the form\'s place', async () => {
    let posted = 0;
    const { calls, user } = listingPage((call) => {
      if (call.method === 'POST') {
        posted += 1;
        // The seller lowered the price meanwhile: the API names the new bounds.
        return posted === 1
          ? { status: 400, body: { code: 'offer_amount_out_of_bounds', message: 'Offer from ৳17500 to ৳34999: at least half the asking price, and below it', params: { min: 17_500, max: 34_999 }, errors: { amount: 'x' } } }
          : { status: 201, body: offer() };
      }
      return { body: { items: posted > 1 ? [offer()] : [], nextCursor: null } };
    });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const amount = screen.getByRole('textbox', { name: 'Your offer (taka)' });
    await user.type(amount, '36000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer from ৳17500 to ৳34999: at least half the asking price, and below it')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 36_000 });

    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    const card = await screen.findByRole('article', { name: 'Your offer' });
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send offer' })).toBeNull();
  });

  it('is not offered to the listing\'s seller, nor on a sold listing; a visitor is asked to sign in', () => {
    const calls = fakeApi(noOffer);
    signIn('sami@example.test');
    vi.mocked(useCurrentUser).mockReturnValue({ data: { email: 'sami@example.test', _id: 'seller-id' } } as unknown as ReturnType<typeof useCurrentUser>);
    renderWith(<MakeOfferSection product={listing} />);
    expect(screen.queryByRole('heading', { name: 'Make an offer' })).toBeNull();

    signIn('bina@example.test');
    renderWith(<MakeOfferSection product={{ ...listing, status: 'sold' }} />);
    expect(screen.queryByRole('heading', { name: 'Make an offer' })).toBeNull();
    expect(calls).toEqual([]);

    signIn(null);
    renderWith(<MakeOfferSection product={listing} />);
    expect(screen.getByRole('link', { name: 'Sign in to make an offer' })).toBeTruthy();
  });
});

describe('an offer\'s buttons', () => {
  const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
  function card(o: Offer) {
    const calls = fakeApi((call) => ({ body: { ...o, status: call.path.endsWith('/accept') ? 'accepted' : o.status } }));
    signIn('someone@example.test');
    const user = renderWith(<OfferCard offer={o} now={NOW} />);
    return { calls, user };
  }

  it('the seller, whose turn it is on an open offer: accept, counter, decline, withdraw; and the time left', () => {
    card(offer({ side: 'seller' }));
    expect(buttons()).toEqual(['Accept', 'Counter', 'Decline', 'Withdraw']);
    expect(screen.getByText('Your turn to answer · 47 h 5 min left')).toBeTruthy();
    expect(screen.getByText('Offer from Bina Buyer')).toBeTruthy();
  });

  it('the buyer, waiting on the seller: only withdraw', () => {
    card(offer({ side: 'buyer' }));
    expect(buttons()).toEqual(['Withdraw']);
    expect(screen.getByText(/Waiting for the other side/)).toBeTruthy();
  });

  it('the buyer, answering a counter: accept, counter, decline, withdraw; a counter asks an amount in the bounds', async () => {
    const { calls, user } = card(offer({ side: 'buyer', status: 'countered', turn: 'buyer', amount: 36_000 }));
    expect(buttons()).toEqual(['Accept', 'Counter', 'Decline', 'Withdraw']);
    await user.click(screen.getByRole('button', { name: 'Counter' }));
    await user.type(screen.getByRole('textbox', { name: 'Your counter-offer (taka)' }), '19000');
    await user.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Offer from ৳20,000 to ৳39,999: at least half the asking price, and below it')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('an ended offer has no buttons', () => {
    card(offer({ status: 'lapsed', turn: null }));
    expect(buttons()).toEqual([]);
  });

  it('accepted: the buyer pays the agreed price', () => {
    card(offer({ status: 'accepted', turn: null, bookingId: 'b1', amount: 33_000 }));
    expect(screen.getByRole('link', { name: 'Pay the agreed price' }).getAttribute('href')).toBe('/dashboard/payment/b1');
    expect(screen.getByText('Agreed price')).toBeTruthy();
    expect(screen.getByText('৳33,000')).toBeTruthy();
  });

  it('accepted: the seller opens the deal', () => {
    card(offer({ status: 'accepted', turn: null, bookingId: 'b1', side: 'seller' }));
    expect(screen.getByRole('link', { name: 'Open the deal' }).getAttribute('href')).toBe('/dashboard/deals/b1');
  });

  it('tells what happened, oldest first, naming the reader "You"', async () => {
    const { user } = card(offer({
      side: 'buyer', status: 'countered', turn: 'buyer', amount: 36_000,
      history: [
        { event: 'make', from: null, to: 'open', by: 'buyer', amount: 30_000, at: iso(NOW - 3_600_000) },
        { event: 'counter', from: 'open', to: 'countered', by: 'seller', amount: 36_000, at: iso(NOW - 60_000) },
      ],
    }));
    await user.click(screen.getByText('What happened'));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['You offered ৳30,000', 'Sami Seller answered with ৳36,000']);
  });

  it('says it all in Bangla', async () => {
    await setLanguage('bn');
    card(offer({ side: 'seller' }));
    expect(buttons()).toEqual(['গ্রহণ করুন', 'পাল্টা প্রস্তাব', 'প্রত্যাখ্যান করুন', 'প্রত্যাহার করুন']);
    expect(screen.getByText('উত্তর দেওয়ার পালা আপনার · আর ৪৭ ঘণ্টা ৫ মিনিট বাকি')).toBeTruthy();
  });
});
