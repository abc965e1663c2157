// The session restore of AuthProvider: when Firebase reports who is signed in, the stored app token
// must speak for that user, or a new one is asked for (GET /jwt) before the app uses it.
import { act, render, screen } from '@testing-library/react';
import { onAuthStateChanged, type User as FirebaseUser } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY, SESSION_MARKER_KEY } from '@/config/ui';
import { AuthProvider, useAuth } from './auth';
import { appTokenFor, expiredAppTokenFor } from '@/test/app-tokens';
import { fakeApi, type ApiCall, type Reply } from '@/test/fake-api';

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  deleteUser: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(async () => undefined),
  updateProfile: vi.fn(),
  GoogleAuthProvider: vi.fn(),
  signInWithCredential: vi.fn(),
  signInWithPopup: vi.fn(),
}));
vi.mock('./firebase', () => ({ auth: { currentUser: null, authStateReady: async () => undefined } }));

const BUYER = 'buyer@mobileplanet.test';
const SELLER = 'seller@mobileplanet.test';

function firebaseUser(email: string): FirebaseUser {
  return { email, getIdToken: async () => `firebase-id-token-of-${email}` } as unknown as FirebaseUser;
}

/** What the API was asked; GET /jwt answers as the API does: a token for the asked email. */
let calls: ApiCall[] = [];
const jwtCalls = () => calls.filter((c) => c.path === '/jwt');
/** The tokens the mocked GET /jwt answered (each stamped with the second it was made), newest last. */
let issued: string[] = [];
/** How GET /jwt answers: by default, a token for the asked email. */
let jwtAnswer: (call: ApiCall) => Reply;
beforeEach(() => {
  issued = [];
  jwtAnswer = (call) => {
    const accessToken = appTokenFor(call.params.email ?? '');
    issued.push(accessToken);
    return { body: { accessToken } };
  };
  // Only GET /jwt is served here.
  calls = fakeApi((call) => (call.path === '/jwt' ? jwtAnswer(call) : 'unreachable'));
});

function Probe() {
  const { user, loading } = useAuth();
  return <p>{loading ? 'checking' : `signed in as ${user?.email ?? 'nobody'}`}</p>;
}

/** Renders the provider; returns how to play Firebase reporting a user, once it has loaded and asked. */
function renderProvider() {
  let observer: ((u: FirebaseUser | null) => Promise<void>) | undefined;
  vi.mocked(onAuthStateChanged).mockImplementation(((_auth: unknown, next: (u: FirebaseUser | null) => Promise<void>) => {
    observer = next;
    return () => undefined;
  }) as unknown as typeof onAuthStateChanged);
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return {
    report: async (user: FirebaseUser | null) => {
      await vi.waitFor(() => expect(observer).toBeDefined());
      await act(async () => {
        await observer?.(user);
      });
    },
  };
}

/** A page load in a browser that had signed in: Firebase loads and reports `user` (the restore). */
async function restoreSession(user: FirebaseUser | null) {
  localStorage.setItem(SESSION_MARKER_KEY, '1');
  const { report } = renderProvider();
  expect(screen.getByText('checking')).toBeTruthy();
  await report(user);
  await screen.findByText(`signed in as ${user?.email ?? 'nobody'}`);
}

describe('restoring a session', () => {
  it('replaces a stored token that belongs to another account (sub is another email)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, appTokenFor(SELLER));
    await restoreSession(firebaseUser(BUYER));
    expect(jwtCalls().map((c) => [c.method, c.path, c.params])).toEqual([['GET', '/jwt', { email: BUYER }]]);
    expect(jwtCalls()[0]?.headers.get('Authorization')).toBe(`Bearer firebase-id-token-of-${BUYER}`);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(issued.at(-1));
  });

  it('keeps a stored token that is the signed-in user’s own and still valid', async () => {
    const own = appTokenFor(BUYER);
    localStorage.setItem(ACCESS_TOKEN_KEY, own);
    await restoreSession(firebaseUser('Buyer@MobilePlanet.test'));
    expect(jwtCalls()).toEqual([]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(own);
  });

  it('asks for a token when none is stored', async () => {
    await restoreSession(firebaseUser(BUYER));
    expect(jwtCalls().map((c) => c.params)).toEqual([{ email: BUYER }]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(issued.at(-1));
  });

  it('replaces the user’s own token once it has expired', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, expiredAppTokenFor(BUYER));
    await restoreSession(firebaseUser(BUYER));
    expect(jwtCalls().map((c) => c.params)).toEqual([{ email: BUYER }]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(issued.at(-1));
  });

  it('replaces a stored value that is not an app token at all', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'not-a-jwt');
    await restoreSession(firebaseUser(BUYER));
    expect(jwtCalls().map((c) => c.params)).toEqual([{ email: BUYER }]);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(issued.at(-1));
  });

  it('does not keep another account’s token when a new one cannot be had', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, appTokenFor(SELLER));
    jwtAnswer = () => 'unreachable';
    await restoreSession(firebaseUser(BUYER));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('asks for nothing when nobody is signed in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, appTokenFor(SELLER));
    await restoreSession(null);
    expect(jwtCalls()).toEqual([]);
  });
});

// A visitor who never signed in: auth-visitor.test.tsx (a fresh page, Firebase not yet loaded).
describe('the session marker', () => {
  it('restores a session that has an app token but no marker yet (signed in before the marker)', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, appTokenFor(BUYER));
    const { report } = renderProvider();
    expect(screen.getByText('checking')).toBeTruthy();
    await report(firebaseUser(BUYER));
    await screen.findByText(`signed in as ${BUYER}`);
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBe('1');
  });

  it('forgets the marker when Firebase reports nobody', async () => {
    await restoreSession(null);
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBeNull();
  });
});
