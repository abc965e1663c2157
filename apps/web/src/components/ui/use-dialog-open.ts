import { useEffect, type RefObject } from 'react';

/** Keeps a native <dialog> in step with `open` (showModal gives the top layer and the focus trap). */
export function useDialogOpen(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [ref, open]);
}
