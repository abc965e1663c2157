// The register screen's form (spec §2, §4, §5): name, email, role (Buyer or Seller), password,
// 'Sign Up' and a link to login. Google signs up as a Buyer (docs/product.md#past-the-original-spec). Provider errors in red.
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PASSWORD_SPECIAL_CHARACTERS, REGISTRABLE_ROLES, signUpSchema } from '@mobile-planet/shared';
import { useAuth } from '@/lib/auth';
import { FormField, fieldAria } from '@/components/form/form-field';
import { AuthForm } from './auth-form';
import { useIdentityAction } from '../hooks/use-identity-action';
import { fieldClass } from '../utils/field-class';

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

export function RegisterForm() {
  const { t } = useTranslation(['auth', 'common']);
  const { signUp, signInWithGoogle } = useAuth();
  const { busy, refusal, run } = useIdentityAction();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { role: 'Buyer' },
  });

  const onSubmit = handleSubmit((values) => run(() => signUp(values)));

  return (
    <AuthForm
      onSubmit={onSubmit}
      submitLabel={t('signUp')}
      busy={busy}
      refusal={refusal}
      other={{ prompt: t('haveAccount'), to: '/login', label: t('pleaseLogin') }}
      onGoogle={() => void run(() => signInWithGoogle('Buyer'))}
    >
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
    </AuthForm>
  );
}
