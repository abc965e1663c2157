// The register screen's form (spec §2, §4, §5): name, email, role (Buyer or Seller), password,
// 'Sign Up' and a link to login. Google signs up as a Buyer (docs/product.md#past-the-original-spec). Provider errors in red.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARACTERS, REGISTRABLE_ROLES, signUpSchema } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { FormField, fieldAria } from '@/components/form/form-field';
import { GoogleButton } from './google-button';
import { RefusalLine } from './refusal-line';
import { identityRefusal, type IdentityRefusal } from '../utils/identity-refusal';
import { redirectTarget } from '../utils/redirect-target';
import { BusyButton } from '@/components/ui/busy-button';
import { Link } from '@/components/ui/link';

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { signUp, signInWithGoogle } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [providerError, setProviderError] = useState<IdentityRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { role: 'Buyer' },
  });

  const run = async (action: () => Promise<unknown>) => {
    setProviderError(null);
    setBusy(true);
    try {
      await action();
      void navigate(redirectTarget(location.state), { replace: true });
    } catch (err) {
      setProviderError(identityRefusal(err) ?? { message: apiErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit((values) => run(() => signUp(values)));

  const fieldClass = (invalid: boolean, base = 'input') => `${base} input-bordered w-full ${invalid ? `${base}-error` : ''}`;

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormField id="register-name" label={t('name')} error={errors.name?.message}>
          <input
            type="text"
            autoComplete="name"
            className={fieldClass(!!errors.name)}
            {...fieldAria('register-name', errors.name?.message)}
            {...register('name')}
          />
        </FormField>
        <FormField id="register-email" label={t('email')} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className={fieldClass(!!errors.email)}
            {...fieldAria('register-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="register-role" label={t('accountType')} error={errors.role?.message}>
          <select id="register-role" className={fieldClass(!!errors.role, 'select')} {...register('role')}>
            {REGISTRABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`common:roles.${role}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="register-password" label={t('password')} error={errors.password?.message}>
          <input
            type="password"
            autoComplete="new-password"
            className={fieldClass(!!errors.password)}
            {...fieldAria('register-password', errors.password?.message, 'hint')}
            {...register('password')}
          />
          {errors.password ? null : (
            <p id="register-password-hint" className="text-xs text-base-content/70">
              {t('passwordHint', { min: MIN_PASSWORD_LENGTH })}{' '}
              <span className="whitespace-nowrap font-mono">{PASSWORD_SPECIAL_CHARACTERS}</span>
            </p>
          )}
        </FormField>
        <BusyButton busy={busy} className="btn btn-primary w-full">
          {t('signUp')}
        </BusyButton>
        <RefusalLine refusal={providerError} />
      </form>
      <p className="text-center text-sm">
        {t('haveAccount')}{' '}
        <Link to="/login" state={location.state} className="link link-primary font-medium">
          {t('pleaseLogin')}
        </Link>
      </p>
      <div className="divider my-0 text-sm">{t('or')}</div>
      <GoogleButton onClick={() => void run(() => signInWithGoogle('Buyer'))} disabled={busy} />
    </div>
  );
}
