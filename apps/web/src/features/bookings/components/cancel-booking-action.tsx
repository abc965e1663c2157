// The side's way out of a booking, each behind an "are you sure": the buyer cancels an unpaid booking,
// the seller declines one, or calls off a paid booking (the buyer is refunded, the listing returns).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { canTake } from '@/lib/booking-status';
import { formatTaka } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelBooking } from '../api/cancel-booking';

interface CancelWords {
  button: string;
  title: string;
  message: string;
  keep: string;
  done: string;
}

type CancelCase = 'buyerBooked' | 'sellerBooked' | 'sellerPaid';

/** Which way out the process table offers this side now: cancel before payment, or seller_cancel after it. */
function cancelCase(booking: Booking, side: BookingSide): CancelCase | null {
  if (side === 'buyer' && canTake(booking, side, 'cancel')) return 'buyerBooked';
  if (side === 'seller' && canTake(booking, side, 'cancel')) return 'sellerBooked';
  if (side === 'seller' && canTake(booking, side, 'seller_cancel')) return 'sellerPaid';
  return null;
}

/** The words of this side's way out, in the reader's language, or null when there is none. */
function cancelWords(booking: Booking, side: BookingSide): CancelWords | null {
  const which = cancelCase(booking, side);
  if (!which) return null;
  const words = (part: keyof CancelWords) =>
    i18n.t(`deals:cancel.${which}.${part}`, { device: booking.device, name: booking.name, price: formatTaka(booking.price) });
  return { button: words('button'), title: words('title'), message: words('message'), keep: words('keep'), done: words('done') };
}

export function CancelBookingAction({ booking, side }: { booking: Booking; side: BookingSide }) {
  // Subscribed to the language: the words below follow a switch.
  useTranslation('deals');
  const [open, setOpen] = useState(false);
  const words = cancelWords(booking, side);
  const cancel = useCancelBooking({
    onSuccess: () => {
      if (words) toast.success(words.done);
      setOpen(false);
    },
  });
  if (!words) return null;

  const confirm = () =>
    cancel.mutate(booking._id, {
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
