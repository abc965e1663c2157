// The login screen's form (spec §2, §4, §5): email and password, 'login', 'Forget Password?'
// (sends a reset email, docs/product.md#past-the-original-spec), a link to register and 'Continue with google'. The
// provider's error shows in red under the form; success goes to the remembered location.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { loginSchema } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateMessage } from '@/lib/translate-message';
import { FormField, fieldAria } from '@/components/form/form-field';
import { GoogleButton } from './google-button';
import { RefusalLine } from './refusal-line';
import { identityRefusal, type IdentityRefusal } from '../utils/identity-refusal';
import { redirectTarget } from '../utils/redirect-target';
import { BusyButton } from '@/components/ui/busy-button';
import { Link } from '@/components/ui/link';

type LoginForm = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { signIn, signInWithGoogle, resetPassword } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [providerError, setProviderError] = useState<IdentityRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginValues>({ resolver: zodResolver(loginSchema) });

  const goOn = () => navigate(redirectTarget(location.state), { replace: true });

  const run = async (action: () => Promise<unknown>) => {
    setProviderError(null);
    setBusy(true);
    try {
      await action();
      void goOn();
    } catch (err) {
      setProviderError(identityRefusal(err) ?? { message: apiErrorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = handleSubmit(({ email, password }) => run(() => signIn(email, password)));

  const onForgetPassword = async () => {
    const parsed = loginSchema.shape.email.safeParse(getValues('email'));
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message;
      toast.error(
        t('forgetPasswordHow', {
          problem: problem ? translateMessage(problem) : t('typeYourEmail'),
          button: t('auth:forgetPassword'),
        }),
      );
      return;
    }
    try {
      await resetPassword(parsed.data);
      toast.success(t('resetEmailSent', { email: parsed.data }));
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormField id="login-email" label={t('email')} error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className={`input input-bordered w-full ${errors.email ? 'input-error' : ''}`}
            {...fieldAria('login-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="login-password" label={t('password')} error={errors.password?.message}>
          <input
            type="password"
            autoComplete="current-password"
            className={`input input-bordered w-full ${errors.password ? 'input-error' : ''}`}
            {...fieldAria('login-password', errors.password?.message)}
            {...register('password')}
          />
        </FormField>
        <button type="button" className="link link-hover -mt-2 self-start text-sm" onClick={() => void onForgetPassword()}>
          {t('auth:forgetPassword')}
        </button>
        <BusyButton busy={busy} className="btn btn-primary w-full">
          {t('login')}
        </BusyButton>
        <RefusalLine refusal={providerError} />
      </form>
      <p className="text-center text-sm">
        {t('newHere')}{' '}
        <Link to="/register" state={location.state} className="link link-primary font-medium">
          {t('createAccount')}
        </Link>
      </p>
      <div className="divider my-0 text-sm">{t('or')}</div>
      <GoogleButton onClick={() => void run(() => signInWithGoogle())} disabled={busy} />
    </div>
  );
}
