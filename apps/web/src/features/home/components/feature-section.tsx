// The feature section (spec §1, §9): customer choice, future proof, 7 days replacement warranty;
// since 2002, over 5 years of experience.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETING } from '@/config/ui';

interface Feature {
  /** Its title and text in the home catalogue's features. */
  id: 'choice' | 'futureProof' | 'warranty';
  icon: ReactNode;
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-7 w-7',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

const FEATURES: Feature[] = [
  {
    id: 'choice',
    icon: (
      <svg {...iconProps}>
        <path d="M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6a5.2 5.2 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9Z" />
      </svg>
    ),
  },
  {
    id: 'futureProof',
    icon: (
      <svg {...iconProps}>
        <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
      </svg>
    ),
  },
  {
    id: 'warranty',
    icon: (
      <svg {...iconProps}>
        <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
    ),
  },
];

export function FeatureSection() {
  const { t } = useTranslation('home');
  const words = { days: MARKETING.warrantyDays, since: MARKETING.since, years: MARKETING.yearsOfExperience };
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 px-4 py-14 sm:px-8 lg:px-12">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('features.eyebrow', words)}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-4 text-base-content/75">{t('features.text', words)}</p>
          <div className="stats stats-horizontal mt-6 border border-base-300 shadow-sm">
            <div className="stat px-5 py-3">
              <div className="stat-title">{t('features.since')}</div>
              <div className="stat-value text-primary">{t('features.sinceValue', words)}</div>
            </div>
            <div className="stat px-5 py-3">
              <div className="stat-title">{t('features.experience')}</div>
              <div className="stat-value text-primary">{t('features.experienceValue', words)}</div>
            </div>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm">
              <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                {feature.icon}
              </span>
              <h3 className="text-lg font-semibold">{t(`features.${feature.id}.title`, words)}</h3>
              <p className="mt-1 text-sm text-base-content/70">{t(`features.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
