import { useTranslation } from 'react-i18next';
import { UserList } from '@/features/admin/components/user-list';

export function Component() {
  const { t } = useTranslation();
  return <UserList title={t('pages.users.users')} kind="all" action="make-admin" />;
}
