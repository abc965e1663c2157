// The navbar's bell: its badge shows how many notifications are unread, and its accessible name
// says the same in words that contain the badge's text ("Notifications, 3 unread"), so a voice
// user can say what they see (WCAG 2.5.3).
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { BellIcon } from './bell-icon';

/** A badge stays two digits wide. */
const BADGE_MAX = 99;

/** The badge's text: '' for none (no badge), '3', or '99+' past 99 (Bangla digits in Bangla). */
export function unreadBadgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(Math.floor(unread));
}

interface BellButtonProps {
  unread: number;
  expanded: boolean;
  /** The id of the panel while it is open. */
  controls: string | undefined;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function BellButton({ unread, expanded, controls, onClick, ref }: BellButtonProps) {
  const { t } = useTranslation('notifications');
  const badge = unreadBadgeText(unread);
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={badge ? t('bell.labelUnread', { badge }) : t('bell.label')}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className="indicator">
        <BellIcon className="h-6 w-6" />
        {badge ? <span className="indicator-item badge badge-error badge-sm px-1 font-semibold tabular-nums">{badge}</span> : null}
      </span>
    </button>
  );
}
