// The heart on a card: a toggle named after the device, pressed when the listing is a favourite;
// a press keeps or lets go at once (and goes back if the API refuses); signed out, it leads to
// sign-in; one's own listing has none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@mobile-planet/shared';
import { useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';
import { FavouriteButton } from './favourite-button';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useCurrentUser: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));
vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const ME = 'm'.repeat(24);
const SELLER = 's'.repeat(24);
const PRODUCT = 'p'.repeat(24);

let calls: ApiCall[];
let kept: string[];
let refuse: Reply | null;
const writes = () => calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

function signedIn(signed: boolean) {
  vi.mocked(useAuth).mockReturnValue((signed ? { user: { email: 'buyer@example.test' }, loading: false } : { user: null, loading: false }) as unknown as AuthContextValue);
  vi.mocked(useCurrentUser).mockReturnValue({ data: signed ? ({ _id: ME } as User) : undefined } as ReturnType<typeof useCurrentUser>);
}

beforeEach(() => {
  kept = [];
  refuse = null;
  signedIn(true);
  calls = fakeApi((call) => {
    if (call.method === 'GET') return { body: { ids: kept } };
    if (refuse) return refuse;
    kept = call.method === 'PUT' ? [PRODUCT] : [];
    return call.method === 'PUT' ? { body: { productId: PRODUCT, savedAt: '2025-03-01T10:00:00.000Z' } } : { status: 204 };
  });
});

function renderHeart(sellerId = SELLER) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/search?q=nokia']}>
        <Routes>
          <Route path="/search" element={<FavouriteButton productId={PRODUCT} device="Nokia 105" sellerId={sellerId} />} />
          <Route path="/login" element={<h1>Sign in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const heart = () => screen.getByRole('button', { name: 'Save Nokia 105 to favourites' });

describe('the heart', () => {
  it('keeps the listing: pressed at once, and the API is asked to keep it', async () => {
    const user = renderHeart();
    await waitFor(() => expect(calls.some((c) => c.path === '/me/favourites/ids')).toBe(true));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(writes()).toEqual([`PUT /me/favourites/${PRODUCT}`]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved to your favourites'));
  });

  it('shows a favourite pressed, and a press lets it go', async () => {
    kept = [PRODUCT];
    const user = renderHeart();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await user.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(writes()).toEqual([`DELETE /me/favourites/${PRODUCT}`]));
  });

  it('goes back, and says why, when the API refuses', async () => {
    refuse = { status: 409, body: { code: 'favourites_full', message: 'You can keep at most 200 favourites: remove one first' } };
    const user = renderHeart();
    await waitFor(() => expect(calls.some((c) => c.path === '/me/favourites/ids')).toBe(true));
    await user.click(heart());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can keep at most 200 favourites: remove one first'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('signed out: not pressed, and a press leads to sign-in without asking the API', async () => {
    signedIn(false);
    const user = renderHeart();
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is not offered on one’s own listing', () => {
    renderHeart(ME);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
