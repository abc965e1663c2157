// "Are you sure?" before something that cannot be undone: a title, a message, the confirm action
// and Cancel.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';
import { BusyButton } from './busy-button';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel: string;
  /** The button that closes the dialog and does nothing; 'Cancel' unless the action is itself a cancel. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm action is running: its button shows a spinner and both are disabled. */
  pending?: boolean;
  /** 'danger' for destructive actions (red confirm button). */
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      {message ? <p className="text-base-content/80">{message}</p> : null}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? t('actions.cancel')}
        </button>
        <BusyButton type="button" busy={pending} className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </div>
    </Modal>
  );
}
