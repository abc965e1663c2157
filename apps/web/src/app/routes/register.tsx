// /register (spec §2).
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  return (
    <AuthCard title="Sign Up" subtitle="Create your Mobile Planet account">
      <RegisterForm />
    </AuthCard>
  );
}
