// The 404 screen (spec §2): a 404 image that links home.
import { useTranslation } from 'react-i18next';
import notFoundUrl from '@/assets/not-found.svg';
import { Link } from '@/components/ui/link';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <Link to="/" className="block w-full max-w-xl rounded-box focus-visible:outline-2 focus-visible:outline-primary" aria-label={t('notFoundPage.linkLabel')}>
        <img
          src={notFoundUrl}
          alt={t('notFoundPage.imageAlt')}
          className="mx-auto w-full"
          width={640}
          height={420}
        />
        {/* The link's words under the picture, in the reader's language: its name says what it shows (WCAG 2.5.3). */}
        <span className="mt-2 block text-xl font-bold text-primary">{t('notFoundPage.linkLabel')}</span>
      </Link>
      <p className="text-base-content/70">
        {t('notFoundPage.text')}{' '}
        <Link to="/" className="link link-primary font-medium">
          {t('notFoundPage.backHome')}
        </Link>
      </p>
    </section>
  );
}
