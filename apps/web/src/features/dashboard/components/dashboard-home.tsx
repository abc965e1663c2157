// /dashboard: the spec's title and an image.
import { useTranslation } from 'react-i18next';
import dashboardArt from '../assets/dashboard.svg';

export function DashboardHome() {
  const { t } = useTranslation(['dashboard', 'common']);
  return (
    <section className="flex flex-col items-center gap-6 py-6 text-center">
      <h1 className="text-2xl font-bold tracking-wide sm:text-3xl">{t('dashboard:dashboardTitle')}</h1>
      <img
        src={dashboardArt}
        alt={t('artAlt')}
        className="w-full max-w-xl"
        width={640}
        height={400}
      />
    </section>
  );
}
