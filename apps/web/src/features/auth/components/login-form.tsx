// The login screen's form (spec §2, §4, §5): email and password, 'login', 'Forget Password?'
// (sends a reset email, docs/product.md#past-the-original-spec), a link to register and 'Continue with google'. The
// provider's error shows in red under the form; success goes to the remembered location.
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { loginSchema } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateMessage } from '@/lib/translate-message';
import { FormField, fieldAria } from '@/components/form/form-field';
import { AuthForm } from './auth-form';
import { useIdentityAction } from '../hooks/use-identity-action';
import { fieldClass } from '../utils/field-class';

type LoginForm = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

export function LoginForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { signIn, signInWithGoogle, resetPassword } = useAuth();
  const { busy, refusal, run } = useIdentityAction();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginForm, unknown, LoginValues>({ resolver: zodResolver(loginSchema) });

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
    <AuthForm
      onSubmit={onSubmit}
      submitLabel={t('login')}
      busy={busy}
      refusal={refusal}
      other={{ prompt: t('newHere'), to: '/register', label: t('createAccount') }}
      onGoogle={() => void run(() => signInWithGoogle())}
    >
      <FormField id="login-email" label={t('email')} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className={fieldClass(!!errors.email)}
          {...fieldAria('login-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label={t('password')} error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={fieldClass(!!errors.password)}
          {...fieldAria('login-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <button type="button" className="link link-hover -mt-2 self-start text-sm" onClick={() => void onForgetPassword()}>
        {t('auth:forgetPassword')}
      </button>
    </AuthForm>
  );
}
