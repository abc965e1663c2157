// A button that shows a spinner while its action runs, and is disabled meanwhile.
import type { ReactNode } from 'react';

interface BusyButtonProps {
  busy: boolean;
  /** Defaults to `busy`; give it when the button is also disabled for other reasons. */
  disabled?: boolean;
  type?: 'submit' | 'button';
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function BusyButton({ busy, disabled = busy, type = 'submit', className = 'btn btn-primary', onClick, children }: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={disabled} onClick={onClick}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
