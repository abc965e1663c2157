// A visitor who never signed in (no session marker, no app token) browses without Firebase: the
// provider says "nobody" at once and never loads the SDK, until a flow needs it. Its own file, so
// the page starts with Firebase not loaded (auth.test.tsx loads it).
import { render, screen } from '@testing-library/react';
import { onAuthStateChanged } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth';
import { loadedFirebase } from './firebase-loader';

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: vi.fn(() => () => undefined),
  createUserWithEmailAndPassword: vi.fn(),
  deleteUser: vi.fn(),
  sendPasswordResetEmail: vi.fn(async () => undefined),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => undefined),
  updateProfile: vi.fn(),
}));
vi.mock('./firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));

function Probe() {
  const { user, loading, resetPassword } = useAuth();
  return (
    <>
      <p>{loading ? 'checking' : `signed in as ${user?.email ?? 'nobody'}`}</p>
      <button type="button" onClick={() => void resetPassword('buyer@mobileplanet.test')}>
        reset
      </button>
    </>
  );
}

describe('a visitor who never signed in', () => {
  it('is nobody at once, and Firebase loads only when a flow asks for it', async () => {
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in as nobody')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadedFirebase()).toBeNull();
    expect(onAuthStateChanged).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'reset' }).click();
    await vi.waitFor(() => expect(loadedFirebase()).not.toBeNull());
    await vi.waitFor(() => expect(onAuthStateChanged).toHaveBeenCalledTimes(1));
    expect(screen.getByText('signed in as nobody')).toBeTruthy();
  });
});
