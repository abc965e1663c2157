// The top of a seller's page: their name, since when they are a member, and their rating.
import { useTranslation } from 'react-i18next';
import type { SellerProfile } from '@mobile-planet/shared';
import { RatingSummary } from '@/components/ui/rating-stars';
import { formatMonthYear } from '@/lib/dates';

export function SellerHeader({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation('sellers');
  const initial = profile.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <header className="flex items-center gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary/10 text-2xl font-bold text-primary sm:h-16 sm:w-16"
      >
        {initial}
      </span>
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-bold leading-tight sm:text-3xl">{profile.name}</h1>
        <p className="text-sm text-base-content/70">{t('memberSince', { date: formatMonthYear(profile.memberSince) })}</p>
        <p className="mt-1">
          {profile.rating ? <RatingSummary rating={profile.rating} /> : <span className="text-base-content/70">{t('noReviewsYet')}</span>}
        </p>
      </div>
    </header>
  );
}
