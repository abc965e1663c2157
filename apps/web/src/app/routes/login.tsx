// /login (spec §2): titled 'mobile planet'.
import { TEXT } from '@/config/text';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <AuthCard title={TEXT.loginTitle} subtitle="Log in to book, pay and sell">
      <LoginForm />
    </AuthCard>
  );
}
