// Book Now while the kept session is still being restored (Firebase loads after the page): it
// waits, then opens the modal for a signed-in buyer, or sends a visitor to /login with ?book=.
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthContextValue } from '@/lib/auth';
import { useBookNow } from './use-book-now';

vi.mock('@/lib/auth', () => ({ useAuth: vi.fn() }));

const phone = { _id: '0123456789abcdef01234567', deviceName: 'Pixel 7', resalePrice: 38_000 } as Parameters<
  ReturnType<typeof useBookNow>['book']
>[0];

function authIs(value: Partial<AuthContextValue>) {
  vi.mocked(useAuth).mockReturnValue(value as AuthContextValue);
}

/** The address the app is at, shown so the test can read it. */
function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}
const where = () => screen.getByLabelText('address').textContent;

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/category/smartphone']}>
    <Routes>
      <Route path="*" element={<>{children}<Where /></>} />
    </Routes>
  </MemoryRouter>
);

describe('useBookNow while the session is being restored', () => {
  it('waits, then opens the modal once the buyer is known', () => {
    authIs({ user: null, loading: true });
    const { result, rerender } = renderHook(() => useBookNow([phone]), { wrapper });
    act(() => result.current.book(phone));
    expect(result.current.selected).toBeNull();
    expect(where()).toBe('/category/smartphone');

    authIs({ user: { email: 'buyer@mobileplanet.test' } as AuthContextValue['user'], loading: false });
    rerender();
    expect(result.current.selected).toEqual(phone);
    expect(where()).toBe('/category/smartphone');
  });

  it('waits, then sends a visitor to /login', () => {
    authIs({ user: null, loading: true });
    const { result, rerender } = renderHook(() => useBookNow([phone]), { wrapper });
    act(() => result.current.book(phone));
    authIs({ user: null, loading: false });
    rerender();
    expect(result.current.selected).toBeNull();
    expect(where()).toBe('/login');
  });
});
