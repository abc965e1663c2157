// The form both auth screens share around their fields: the submit button, the provider's refusal,
// the way to the other screen (keeping where the person was going) and 'Continue with google'.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BusyButton } from '@/components/ui/busy-button';
import { Link } from '@/components/ui/link';
import type { IdentityRefusal } from '../utils/identity-refusal';
import { GoogleButton } from './google-button';
import { RefusalLine } from './refusal-line';

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  refusal: IdentityRefusal | null;
  /** The other screen: its question, where it is, and the link's words. */
  other: { prompt: string; to: '/login' | '/register'; label: string };
  onGoogle: () => void;
  /** The fields (and the login's 'Forget Password?'). */
  children: ReactNode;
}

export function AuthForm({ onSubmit, submitLabel, busy, refusal, other, onGoogle, children }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {children}
        <BusyButton busy={busy} className="btn btn-primary w-full">
          {submitLabel}
        </BusyButton>
        <RefusalLine refusal={refusal} />
      </form>
      <p className="text-center text-sm">
        {other.prompt}{' '}
        <Link to={other.to} state={location.state} className="link link-primary font-medium">
          {other.label}
        </Link>
      </p>
      <div className="divider my-0 text-sm">{t('or')}</div>
      <GoogleButton onClick={onGoogle} disabled={busy} />
    </div>
  );
}
