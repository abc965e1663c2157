// A claim as all three sides read it: the buyer's reason, words and photos, then an Admin's decision.
import { useTranslation } from 'react-i18next';
import type { BookingClaim } from '@mobile-planet/shared';
import { formatDateTime } from '@/lib/dates';
import { resolveImageUrl } from '@/lib/image-url';
import { StoredImage } from '@/components/ui/stored-image';
import { claimReasonLabel, outcomeLabel } from '../utils/booking-words';

export function ClaimDetails({ claim, headingLevel = 2 }: { claim: BookingClaim; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('deals');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-3">
      <Heading className="text-lg font-semibold">{t('claim.heading')}</Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/70">{t('claim.reason')}</dt>
        <dd>{claimReasonLabel(claim.reason)}</dd>
        <dt className="text-base-content/70">{t('claim.opened')}</dt>
        <dd>{formatDateTime(claim.openedAt)}</dd>
      </dl>
      <p className="whitespace-pre-line break-words">{claim.text}</p>
      <ClaimPhotos photos={claim.photos} />
      {claim.decision ? (
        // daisyUI's alert is a grid that flows in columns: rows here, or the note shrinks to a word a line beside the title.
        <div className={`alert alert-soft ${claim.decision.outcome === 'refund' ? 'alert-success' : 'alert-info'} grid-flow-row justify-items-start gap-1`}>
          <p className="font-semibold">
            {t('claim.decision', { outcome: outcomeLabel(claim.decision.outcome), at: formatDateTime(claim.decision.at) })}
          </p>
          <p className="whitespace-pre-line break-words">{claim.decision.note}</p>
        </div>
      ) : (
        <p className="text-sm text-base-content/70">{t('claim.waiting')}</p>
      )}
    </div>
  );
}

export function ClaimPhotos({ photos }: { photos: string[] }) {
  const { t } = useTranslation('deals');
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" aria-label={t('claim.photos')}>
      {photos.map((url, index) => (
        <li key={url}>
          {/* The full photo opens in a new tab: a thumbnail cannot show a scratch. */}
          <a href={resolveImageUrl(url)} target="_blank" rel="noreferrer" className="block">
            <StoredImage
              src={url}
              sizes="6rem"
              alt={t('claim.photoAlt', { n: index + 1 })}
              loading="lazy"
              decoding="async"
              className="h-24 w-24 rounded-box border border-base-300 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
