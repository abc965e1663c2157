// A loading indicator that screen readers announce.
import { useTranslation } from 'react-i18next';

type SpinnerSize = 'xs' | 'sm' | 'md' | 'lg';

const SIZE_CLASS: Record<SpinnerSize, string> = {
  xs: 'loading-xs',
  sm: 'loading-sm',
  md: 'loading-md',
  lg: 'loading-lg',
};

interface SpinnerProps {
  label?: string;
  size?: SpinnerSize;
  className?: string;
  /** Says in words what is loading, for everyone (a screen that can take seconds), not only to screen readers. */
  showLabel?: boolean;
}

export function Spinner({ label, size = 'lg', className = '', showLabel = false }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-primary ${className}`}>
      <span className={`loading loading-spinner ${SIZE_CLASS[size]}`} aria-hidden="true" />
      <span className={showLabel ? 'text-sm text-base-content/80' : 'sr-only'}>{label ?? t('loading')}</span>
    </span>
  );
}

/** A screen's list on its way, said in words: "Loading My Orders…". */
export function LoadingScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return <Spinner showLabel label={t('loadingScreen', { title })} />;
}

/** A spinner centred in the space a loading part of a screen (a form, a panel) will take. */
export function SpinnerBlock({ label }: { label?: string }) {
  return (
    <div className="flex justify-center py-8">
      <Spinner label={label} />
    </div>
  );
}
