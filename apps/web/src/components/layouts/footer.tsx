// The footer (spec §2): a brand line, the 2022 copyright line and three social icons without links.
import { useTranslation } from 'react-i18next';
import { MARKETING } from '@/config/ui';
import { FacebookIcon, TwitterIcon, YoutubeIcon } from '@/components/icons/social-icons';
import logoUrl from '@/assets/logo.svg?no-inline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer footer-horizontal footer-center gap-4 bg-neutral p-8 text-neutral-content sm:p-10">
      <aside className="grid justify-items-center gap-2">
        <img src={logoUrl} alt={t('nav.logoAlt')} className="h-12 w-12" width={48} height={48} />
        <p className="text-lg font-bold">{t('footer.brand')}</p>
        <p className="max-w-lg">{t('footer.tagline', { year: MARKETING.since })}</p>
        <p className="text-sm opacity-80">{t('footer.copyright', { year: MARKETING.copyrightYear })}</p>
      </aside>
      <div className="flex gap-5" aria-label={t('footer.social')}>
        {/* Brand names: the same in every language. */}
        <span role="img" aria-label="Twitter">
          <TwitterIcon />
        </span>
        <span role="img" aria-label="YouTube">
          <YoutubeIcon />
        </span>
        <span role="img" aria-label="Facebook">
          <FacebookIcon />
        </span>
      </div>
    </footer>
  );
}
