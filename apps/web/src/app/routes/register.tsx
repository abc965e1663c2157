// /register (spec §2).
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.register.title')} subtitle={t('pages.register.subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}
