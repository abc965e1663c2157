// The identity provider's refusal under a sign-in or sign-up form: in red, in the reader's words,
// with the way out it calls for (an email already registered: sign in instead; no account yet:
// create one). A wrong password's way out, 'Forget Password?', is the login form's own button.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ErrorLine } from '@/components/ui/error-line';
import { Link } from '@/components/ui/link';
import type { IdentityRefusal } from '../utils/identity-refusal';

export function RefusalLine({ refusal }: { refusal: IdentityRefusal | null }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  if (!refusal) return null;
  const to = refusal.wayOut === 'login' ? '/login' : refusal.wayOut === 'register' ? '/register' : null;
  return (
    <div className="flex flex-col gap-1">
      <ErrorLine message={refusal.message} />
      {to && (
        <Link to={to} state={location.state} className="link link-primary text-sm font-medium">
          {refusal.wayOut === 'login' ? t('signInInstead') : t('createAccount')}
        </Link>
      )}
    </div>
  );
}
