// My sales for an account that sells nothing: a note that points to My Orders, in either language,
// its link wrapping the words that name the page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAuth, useCurrentUser, type AuthContextValue } from '@/lib/auth';
import { setLanguage } from '@/lib/i18n';
import { MySales } from './my-sales';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn(), useCurrentUser: vi.fn() }));

function renderAsBuyer() {
  vi.mocked(useAuth).mockReturnValue({ user: { email: 'buyer@mobileplanet.test' } } as unknown as AuthContextValue);
  vi.mocked(useCurrentUser).mockReturnValue({ data: { role: 'Buyer' }, isSuccess: true } as unknown as ReturnType<typeof useCurrentUser>);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MySales />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('My sales for a Buyer account', () => {
  it('says there are no sales and links to My Orders', () => {
    renderAsBuyer();
    expect(screen.getByRole('heading', { level: 1, name: 'My sales' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Your account is a Buyer account, so there are no sales to show. The devices you booked are in My Orders.',
    );
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/dashboard/my-orders');
  });

  it('says it in Bangla to a Bangla reader', async () => {
    await setLanguage('bn');
    renderAsBuyer();
    expect(screen.getByRole('heading', { level: 1, name: 'আমার বিক্রি' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আমার অর্ডার' }).getAttribute('href')).toBe('/dashboard/my-orders');
  });
});
