// Small inline illustrations for the three category cards.
import type { CategoryId } from '@mobile-planet/shared';

export function CategoryIllustration({ id, className = 'h-24 w-24' }: { id: CategoryId; className?: string }) {
  switch (id) {
    case 'feature-phone':
      return (
        <svg viewBox="0 0 96 96" className={className} aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#fef3c7" />
          <rect x="32" y="14" width="32" height="68" rx="9" fill="#1c2733" />
          <rect x="37" y="21" width="22" height="18" rx="2" fill="#a7f3d0" />
          <g fill="#e2e8f0">
            {[46, 55, 64, 73].flatMap((y) =>
              [37, 45, 53].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="6" height="5" rx="1.5" />),
            )}
          </g>
        </svg>
      );
    case 'smartphone':
      return (
        <svg viewBox="0 0 96 96" className={className} aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#ccfbf1" />
          <rect x="30" y="10" width="36" height="76" rx="8" fill="#1c2733" />
          <rect x="33" y="15" width="30" height="66" rx="5" fill="#5eead4" />
          <circle cx="48" cy="19" r="1.8" fill="#1c2733" />
          <rect x="37" y="28" width="22" height="4" rx="2" fill="#fff" opacity=".85" />
          <rect x="37" y="40" width="9" height="9" rx="2.5" fill="#fff" opacity=".8" />
          <rect x="50" y="40" width="9" height="9" rx="2.5" fill="#fff" opacity=".6" />
          <rect x="37" y="53" width="9" height="9" rx="2.5" fill="#fff" opacity=".6" />
          <rect x="50" y="53" width="9" height="9" rx="2.5" fill="#fff" opacity=".8" />
        </svg>
      );
    case 'tablet':
      return (
        <svg viewBox="0 0 96 96" className={className} aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#e0f2fe" />
          <rect x="16" y="22" width="64" height="50" rx="6" fill="#1c2733" />
          <rect x="20" y="26" width="56" height="42" rx="3" fill="#7dd3fc" />
          <path d="M26 60 l10 -12 l8 7 l6 -6 l14 11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="62" cy="36" r="4" fill="#fbbf24" />
        </svg>
      );
  }
}
