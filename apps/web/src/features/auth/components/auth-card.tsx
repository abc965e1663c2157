import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import logoUrl from '@/assets/logo.svg?no-inline';

/** The frame both auth screens share: logo, title, the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center px-4 py-10 sm:py-14">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-md">
        <div className="card-body gap-5 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-2 text-center">
            <img src={logoUrl} alt={t('nav.logoAlt')} className="h-14 w-14" width={56} height={56} />
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle ? <p className="text-sm text-base-content/70">{subtitle}</p> : null}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
