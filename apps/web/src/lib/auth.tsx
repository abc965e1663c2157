// Who is signed in, and the flows that change it (spec §4): sign-up, login, Google, sign-out,
// password reset. Also the admin check, the app user record and the route guards (spec §6).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { User as FirebaseUser } from 'firebase/auth';
import { type AdminCheck, type RegistrableRole, type User, queryKeys } from '@mobile-planet/shared';
import { api, apiErrorMessage } from './api-client';
import { appTokenProblem, clearAppToken, fetchAppToken, readAppToken } from './app-token';
import { hasStoredSession, loadFirebase, loadedFirebase, onSessionElsewhere, rememberSession, whenFirebaseLoads } from './firebase-loader';
import { i18n } from './i18n';
import { useHydrated } from './use-hydrated';
import { queryClient } from './query-client';
import { Spinner } from '@/components/ui/spinner';

interface SignUpDetails {
  name: string;
  email: string;
  password: string;
  role: RegistrableRole;
}

export interface AuthContextValue {
  user: FirebaseUser | null;
  /** True until the first auth observation (and the app token) settle, and during each flow. */
  loading: boolean;
  signIn: (email: string, password: string) => Promise<FirebaseUser>;
  signUp: (details: SignUpDetails) => Promise<FirebaseUser>;
  signInWithGoogle: (role?: RegistrableRole) => Promise<FirebaseUser>;
  signOut: () => Promise<void>;
  resetPassword: (email: string) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** POST /users: the user record, proven with the Firebase ID token (an idempotent upsert). */
async function saveUserRecord(user: FirebaseUser, name: string, role: RegistrableRole): Promise<void> {
  const idToken = await user.getIdToken();
  await api.post('/users', { name, email: user.email, role }, { headers: { Authorization: `Bearer ${idToken}` } });
}

export function AuthProvider({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const [user, setUser] = useState<FirebaseUser | null>(null);
  // A browser that never signed in has nobody to restore: no wait, and no Firebase (firebase-loader.ts).
  const [restoring, setLoading] = useState(hasStoredSession);
  // The server knows no session: its HTML, and the render that hydrates it, show nobody restoring;
  // a stored session shows from the render right after.
  const hydrated = useHydrated();
  const loading = restoring && (hydrated || !serverRendered);
  // Firebase mutates the User in place (updateProfile); bumping this re-renders the consumers.
  const [profileVersion, setProfileVersion] = useState(0);
  // While a flow runs, it (not the observer) decides when loading ends and fetches the app token.
  const flowRunning = useRef(false);

  useEffect(() => {
    /** A session restored by Firebase (a reload): make sure the app token is this account's. */
    const restore = async (observed: FirebaseUser | null) => {
      if (observed?.email && appTokenProblem(readAppToken(), observed.email)) {
        // Never send another account's token (or a dead one) while a new one is on its way,
        // nor after it failed to come.
        clearAppToken();
        try {
          await fetchAppToken(observed);
        } catch (err) {
          toast.error(i18n.t('common:session.restoreFailed', { reason: apiErrorMessage(err) }));
        }
      }
      setLoading(false);
    };
    // Firebase reports who is signed in once it has loaded: at once for a stored session, else
    // when a page or a flow first needs it.
    let unsubscribe: (() => void) | undefined;
    const stopWaiting = whenFirebaseLoads(({ auth, onAuthStateChanged }) => {
      unsubscribe ??= onAuthStateChanged(auth, (observed) => {
        rememberSession(observed !== null);
        setUser(observed);
        if (!flowRunning.current) void restore(observed);
      });
    });
    const load = () =>
      loadFirebase().catch(() => {
        // Offline, or a new version's files are gone: nobody is signed in on this page; a flow
        // (the login page) tries again.
        if (!flowRunning.current) setLoading(false);
      });
    if (hasStoredSession()) void load();
    const stopFollowing = onSessionElsewhere(() => void load());
    return () => {
      stopWaiting();
      stopFollowing();
      unsubscribe?.();
    };
  }, []);

  const runFlow = useCallback(async <T,>(flow: () => Promise<T>): Promise<T> => {
    flowRunning.current = true;
    setLoading(true);
    try {
      return await flow();
    } finally {
      flowRunning.current = false;
      setUser(loadedFirebase()?.auth.currentUser ?? null);
      setProfileVersion((v) => v + 1);
      setLoading(false);
    }
  }, []);

  /** After the provider has accepted the user: get the app token, or undo the sign-in. */
  const finishSignIn = useCallback(async (signedIn: FirebaseUser): Promise<FirebaseUser> => {
    try {
      await fetchAppToken(signedIn);
    } catch (err) {
      clearAppToken();
      const { auth, signOut: firebaseSignOut } = await loadFirebase();
      await firebaseSignOut(auth).catch(() => undefined);
      throw new Error(apiErrorMessage(err));
    }
    queryClient.removeQueries({ queryKey: queryKeys.me.all() });
    return signedIn;
  }, []);

  const signIn = useCallback<AuthContextValue['signIn']>(
    (email, password) =>
      runFlow(async () => {
        const { auth, signInWithEmailAndPassword } = await loadFirebase();
        const { user: signedIn } = await signInWithEmailAndPassword(auth, email, password);
        return finishSignIn(signedIn);
      }),
    [runFlow, finishSignIn],
  );

  const signUp = useCallback<AuthContextValue['signUp']>(
    ({ name, email, password, role }) =>
      runFlow(async () => {
        const { auth, createUserWithEmailAndPassword, deleteUser, signOut: firebaseSignOut, updateProfile } = await loadFirebase();
        const { user: created } = await createUserWithEmailAndPassword(auth, email, password);
        toast.success(i18n.t('common:userCreated'));
        await updateProfile(created, { displayName: name });
        try {
          await saveUserRecord(created, name, role);
        } catch (err) {
          // Without its record the account cannot get an app token: remove the half-made account
          // so the same email can register again, and say why.
          await deleteUser(created).catch(() => firebaseSignOut(auth).catch(() => undefined));
          throw new Error(apiErrorMessage(err));
        }
        return finishSignIn(created);
      }),
    [runFlow, finishSignIn],
  );

  const signInWithGoogle = useCallback<AuthContextValue['signInWithGoogle']>(
    (role = 'Buyer') =>
      runFlow(async () => {
        // Loaded on demand: Google's sign-in code is needed only once someone asks for it.
        const [{ signInWithGoogleAccount }, { auth, signOut: firebaseSignOut }] = await Promise.all([import('./google-sign-in'), loadFirebase()]);
        const signedIn = await signInWithGoogleAccount();
        // The record's name is data, stored the same whatever language the page is in.
        const name = signedIn.displayName?.trim() || signedIn.email?.split('@')[0] || 'Google user';
        try {
          // Idempotent: an existing user keeps their role and name.
          await saveUserRecord(signedIn, name, role);
        } catch (err) {
          await firebaseSignOut(auth).catch(() => undefined);
          throw new Error(apiErrorMessage(err));
        }
        return finishSignIn(signedIn);
      }),
    [runFlow, finishSignIn],
  );

  const signOut = useCallback<AuthContextValue['signOut']>(
    () =>
      runFlow(async () => {
        try {
          const { auth, signOut: firebaseSignOut } = await loadFirebase();
          await firebaseSignOut(auth);
        } catch (err) {
          toast.error(i18n.t('common:session.signOutFailed', { reason: apiErrorMessage(err) }));
          throw err;
        }
        clearAppToken();
        queryClient.clear();
      }),
    [runFlow],
  );

  const resetPassword = useCallback<AuthContextValue['resetPassword']>(
    async (email) => {
      const { auth, sendPasswordResetEmail } = await loadFirebase();
      await sendPasswordResetEmail(auth, email);
    },
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, signIn, signUp, signInWithGoogle, signOut, resetPassword }),
    // profileVersion is not read, but a change to it (same User, new profile) must give consumers
    // a new value so they re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Firebase updates the User in place: profileVersion is the change signal
    [user, loading, profileVersion, signIn, signUp, signInWithGoogle, signOut, resetPassword],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Admin status from the server, looked up again whenever the user's email changes (spec §6). */
export function useAdmin(): { isAdmin: boolean; isAdminLoading: boolean } {
  const { user, loading } = useAuth();
  const email = user?.email ?? null;
  const query = useQuery({
    queryKey: queryKeys.adminCheck(email),
    queryFn: async () => (await api.get<AdminCheck>(`/users/admin/${encodeURIComponent(email ?? '')}`)).data,
    enabled: !loading && !!email,
    meta: { errorToast: i18n.t('common:session.adminCheckFailed') },
  });
  if (loading) return { isAdmin: false, isAdminLoading: true };
  if (!email) return { isAdmin: false, isAdminLoading: false };
  return { isAdmin: query.data?.isAdmin === true, isAdminLoading: query.isPending };
}

/** The signed-in user's own record (GET /users/me), which carries their role. */
export function useCurrentUser() {
  const { user, loading } = useAuth();
  const email = user?.email ?? null;
  return useQuery({
    queryKey: queryKeys.me.of(email),
    queryFn: async () => (await api.get<User>('/users/me')).data,
    enabled: !loading && !!email,
    meta: { errorToast: i18n.t('common:session.accountLoadFailed') },
  });
}

function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('session.checkingSignIn')} />
    </div>
  );
}

/** Signed-in users only; others go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" state={{ from: location }} replace />;
  return <>{children}</>;
}

/** Admins only (spec §6): a non-admin is sent to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { isAdmin, isAdminLoading } = useAdmin();
  const location = useLocation();
  if (loading || (user && isAdminLoading)) return <FullPageSpinner />;
  if (!user || !isAdmin) return <Navigate to="/login" state={{ from: location }} replace />;
  return <>{children}</>;
}
