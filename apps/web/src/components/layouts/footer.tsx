// The footer (spec §2): a brand line, the 2022 copyright line and three social icons without links.
import { MARKETING } from '@/config/ui';
import { FacebookIcon, TwitterIcon, YoutubeIcon } from '@/components/icons/social-icons';
import logoUrl from '@/assets/logo.svg';

export function Footer() {
  return (
    <footer className="footer footer-horizontal footer-center gap-4 bg-neutral p-8 text-neutral-content sm:p-10">
      <aside className="grid justify-items-center gap-2">
        <img src={logoUrl} alt="Mobile Planet logo" className="h-12 w-12" width={48} height={48} />
        <p className="text-lg font-bold">Mobile Planet</p>
        <p className="max-w-lg">Trusted second-hand phones and tablets. Providing tech since {MARKETING.since}.</p>
        <p className="text-sm opacity-80">Copyright © {MARKETING.copyrightYear} - All rights reserved by Mobile Planet</p>
      </aside>
      <div className="flex gap-5" aria-label="Mobile Planet on social media">
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
