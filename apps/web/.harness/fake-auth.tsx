import type { ReactNode } from 'react';
const signedIn = new URLSearchParams(window.location.search).get('out') === null;
const name = new URLSearchParams(window.location.search).get('name') ?? 'Karim Uddin';
const user = signedIn ? { email: 'buyer@mobileplanet.test', displayName: name } : null;
export function useAuth() {
  return { user, loading: false, signOut: async () => undefined, signIn: async () => user, signUp: async () => user, signInWithGoogle: async () => user, resetPassword: async () => undefined };
}
export function useAdmin() { return { isAdmin: false, isAdminLoading: false }; }
export function useCurrentUser() { return { data: undefined }; }
export function AuthProvider({ children }: { children: ReactNode }) { return <>{children}</>; }
export function RequireAuth({ children }: { children: ReactNode }) { return <>{children}</>; }
