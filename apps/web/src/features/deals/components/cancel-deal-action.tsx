// The side's way out of a deal, each behind an "are you sure": the buyer cancels an unpaid booking,
// the seller declines one, or calls off a paid deal (the buyer is refunded, the listing returns).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Booking } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { canTake, type DealSide } from '@/lib/deal-status';
import { formatTaka } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelDeal } from '../api/cancel-deal';

interface CancelWords {
  button: string;
  title: string;
  message: string;
  keep: string;
  done: string;
}

type CancelCase = 'buyerBooked' | 'sellerBooked' | 'sellerPaid';

/** Which way out the process table offers this side now: cancel before payment, or seller_cancel after it. */
function cancelCase(deal: Booking, side: DealSide): CancelCase | null {
  if (side === 'buyer' && canTake(deal, side, 'cancel')) return 'buyerBooked';
  if (side === 'seller' && canTake(deal, side, 'cancel')) return 'sellerBooked';
  if (side === 'seller' && canTake(deal, side, 'seller_cancel')) return 'sellerPaid';
  return null;
}

/** The words of this side's way out, in the reader's language, or null when there is none. */
function cancelWords(deal: Booking, side: DealSide): CancelWords | null {
  const which = cancelCase(deal, side);
  if (!which) return null;
  const words = (part: keyof CancelWords) =>
    i18n.t(`deals:cancel.${which}.${part}`, { device: deal.device, name: deal.name, price: formatTaka(deal.price) });
  return { button: words('button'), title: words('title'), message: words('message'), keep: words('keep'), done: words('done') };
}

export function CancelDealAction({ deal, side }: { deal: Booking; side: DealSide }) {
  // Subscribed to the language: the words below follow a switch.
  useTranslation('deals');
  const [open, setOpen] = useState(false);
  const words = cancelWords(deal, side);
  const cancel = useCancelDeal({
    onSuccess: () => {
      if (words) toast.success(words.done);
      setOpen(false);
    },
  });
  if (!words) return null;

  const confirm = () =>
    cancel.mutate(deal._id, {
      onError: (err) => toast.error(apiErrorMessage(err)),
    });

  return (
    <>
      <button type="button" className="btn btn-outline btn-error" onClick={() => setOpen(true)}>
        {words.button}
      </button>
      <ConfirmDialog
        open={open}
        title={words.title}
        message={words.message}
        confirmLabel={words.button}
        cancelLabel={words.keep}
        pending={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
