// A button that takes one bodiless step of a booking (release it from NEIR, confirm it registered):
// busy while the call runs, then the step's own words, or the API's refusal, in a toast.
import type { ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Booking } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';

interface BookingStepButtonProps {
  step: UseMutationResult<Booking, Error, string>;
  bookingId: string;
  /** What the toast says once the step is taken. */
  done: string;
  className: string;
  children: ReactNode;
}

export function BookingStepButton({ step, bookingId, done, className, children }: BookingStepButtonProps) {
  return (
    <BusyButton
      type="button"
      busy={step.isPending}
      className={className}
      onClick={() => step.mutate(bookingId, { onSuccess: () => toast.success(done), onError: (err) => toast.error(apiErrorMessage(err)) })}
    >
      {children}
    </BusyButton>
  );
}
