// Signing in or up by any means: busy while it runs, then on to where the person was going; a
// refusal stays, in words for the provider's known codes and as it was said otherwise.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useIdentityAction } from './use-identity-action';

function setUp() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: { pathname: '/dashboard/my-orders' } } }]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ action: useIdentityAction(), path: useLocation().pathname }), { wrapper });
}

describe('useIdentityAction', () => {
  it('is busy while the action runs, then goes on to the remembered location', async () => {
    const { result } = setUp();
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.action.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.action.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.action.busy).toBe(false);
    expect(result.current.action.refusal).toBeNull();
    expect(result.current.path).toBe('/dashboard/my-orders');
  });

  it('keeps a known refusal in words, with its way out, and stays', async () => {
    const { result } = setUp();
    await act(() => result.current.action.run(() => Promise.reject(new Error('Firebase: Error (auth/email-already-in-use).'))));
    expect(result.current.action.refusal).toEqual({ message: expect.any(String) as string, wayOut: 'login' });
    expect(result.current.action.refusal?.message).not.toMatch(/auth\//);
    expect(result.current.action.busy).toBe(false);
    expect(result.current.path).toBe('/login');
  });

  it('keeps an unknown refusal as it was said, and clears it on the next try', async () => {
    const { result } = setUp();
    await act(() => result.current.action.run(() => Promise.reject(new Error('Firebase: Error (auth/something-new).'))));
    expect(result.current.action.refusal).toEqual({ message: 'Firebase: Error (auth/something-new).' });
    await act(() => result.current.action.run(() => Promise.resolve()));
    expect(result.current.action.refusal).toBeNull();
  });
});
