// The filter panel on phones: a sheet over the page from the right, on the native <dialog> (the
// page behind is inert, Esc closes it, focus goes back to the Filters button), with 'Show N
// results' to get back to them.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogOpen } from '@/components/ui/use-dialog-open';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  onClear: () => void;
  /** How many results the filters find now; undefined while not known. */
  total: number | undefined;
  children: ReactNode;
}

export function FilterDrawer({ open, onClose, onClear, total, children }: FilterDrawerProps) {
  const { t } = useTranslation('catalog');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useDialogOpen(ref, open);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-0 ml-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-base-100 text-base-content shadow-xl backdrop:bg-black/40"
      onClose={() => {
        if (open) onClose();
      }}
      // The sheet fills the dialog, so a click on the dialog itself is a click on the backdrop.
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
          <h2 id={titleId} className="text-lg font-bold">
            {t('filters.title')}
          </h2>
          <button type="button" className="btn btn-sm btn-circle btn-ghost" aria-label={t('filters.close')} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-5">{children}</div>
        <div className="flex gap-2 border-t border-base-300 p-3">
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {t('filters.clear')}
          </button>
          <button type="button" className="btn btn-primary flex-1" onClick={onClose}>
            {total === undefined ? t('filters.showResults') : t('filters.showCount', { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
