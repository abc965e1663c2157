// An accessible daisyUI modal on the native <dialog>: focus is trapped, Esc and a click on the
// backdrop close it, and there is always a visible Close button.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogOpen } from './use-dialog-open';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra classes for the box, e.g. 'max-w-2xl'. */
  className?: string;
}

export function Modal({ open, onClose, title, children, className = '' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();

  useDialogOpen(ref, open);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className={`modal-box ${className}`}>
        <button
          type="button"
          className="btn btn-sm btn-circle btn-ghost absolute right-2 top-2"
          aria-label={t('actions.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
        <h3 id={titleId} className="pr-8 text-lg font-bold">
          {title}
        </h3>
        <div className="pt-4">{open ? children : null}</div>
      </div>
      {/* A mouse convenience: Esc and the Close button are the keyboard's ways out. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}
