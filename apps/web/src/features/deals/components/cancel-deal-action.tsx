// The side's way out of a deal, each behind an "are you sure": the buyer cancels an unpaid booking,
// the seller declines one, or calls off a paid deal (the buyer is refunded, the listing returns).
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Booking } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import type { DealSide } from '@/lib/deal-status';
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

function cancelWords(deal: Booking, side: DealSide): CancelWords | null {
  if (side === 'buyer' && deal.status === 'booked') {
    return {
      button: 'Cancel booking',
      title: `Cancel your booking of ${deal.device}?`,
      message: 'The seller is told, and the device stays on sale to others.',
      keep: 'Keep booking',
      done: 'Your booking is cancelled',
    };
  }
  if (side === 'seller' && deal.status === 'booked') {
    return {
      button: 'Decline booking',
      title: `Decline ${deal.name}'s booking of ${deal.device}?`,
      message: 'The buyer is told that you declined. The device stays on sale to others.',
      keep: 'Keep booking',
      done: 'The booking is declined',
    };
  }
  if (side === 'seller' && deal.status === 'paid') {
    return {
      button: 'Cancel and refund',
      title: `Cancel the sale of ${deal.device}?`,
      message: `The buyer is refunded ${formatTaka(deal.price)} and the listing returns to the market.`,
      keep: 'Keep the deal',
      done: 'The deal is cancelled and the buyer refunded',
    };
  }
  return null;
}

export function CancelDealAction({ deal, side }: { deal: Booking; side: DealSide }) {
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
