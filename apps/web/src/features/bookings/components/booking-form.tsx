// The booking form inside the modal (spec §2): name, email, item name and price prefilled and
// read-only; contact number (digits, leading 0 kept) and location to fill in. POST /bookings;
// 'Booking confirmed'. Its own chunk: it brings zod and react-hook-form, which a page of cards
// needs only once a signed-in buyer presses Book Now.
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { bookingFormSchema, type Booking } from '@mobile-planet/shared';
import { formatTaka } from '@/lib/format';
import { apiErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateMessage } from '@/lib/translate-message';
import { BusyButton } from '@/components/ui/busy-button';
import { useCreateBooking } from '../api/create-booking';
import type { BookablePhone } from '../types/bookable-phone';

type FormInput = z.input<typeof bookingFormSchema>;
type FormOutput = z.output<typeof bookingFormSchema>;

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <label className="floating-label">
      <span>{label}</span>
      <input className="input input-bordered w-full bg-base-200" value={value} readOnly aria-readonly="true" />
    </label>
  );
}

/** A field to fill in, labelled inside its box; red, with the schema's words under it, while it is wrong. */
function FillInField({ label, error, ...input }: { label: string; error: { message?: string } | undefined } & Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <div>
      <label className="floating-label">
        <span>{label}</span>
        <input {...input} className={`input input-bordered w-full ${error ? 'input-error' : ''}`} aria-invalid={error ? 'true' : 'false'} />
      </label>
      {error ? <p className="mt-1 text-sm text-error">{translateMessage(error.message ?? '')}</p> : null}
    </div>
  );
}

export function BookingForm({ phone, onBooked }: { phone: BookablePhone; onBooked: (booking: Booking) => void }) {
  const { t } = useTranslation(['booking', 'common']);
  const { user } = useAuth();
  const createBooking = useCreateBooking();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { contact: '', location: '' },
  });

  const onSubmit = handleSubmit(async ({ contact, location }) => {
    try {
      const result = await createBooking.mutateAsync({ productId: phone._id, contact, location });
      if (result.acknowledged && result.booking) {
        toast.success(t('common:bookingConfirmed'));
        onBooked(result.booking);
      } else {
        toast.error(t('notSaved'));
      }
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <ReadOnlyField label={t('name')} value={user?.displayName ?? ''} />
      <ReadOnlyField label={t('email')} value={user?.email ?? ''} />
      <ReadOnlyField label={t('itemName')} value={phone.deviceName} />
      <ReadOnlyField label={t('price')} value={formatTaka(phone.resalePrice)} />
      <FillInField
        label={t('contact')}
        error={errors.contact}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={t('contactPlaceholder')}
        {...register('contact', {
          // Digits (and one leading +) only; a string, so a leading 0 stays.
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
            e.target.value = e.target.value.replace(/(?!^\+)[^0-9]/g, '');
          },
        })}
      />
      <FillInField
        label={t('location')}
        error={errors.location}
        type="text"
        autoComplete="address-level2"
        placeholder={t('locationPlaceholder')}
        {...register('location')}
      />
      <BusyButton busy={createBooking.isPending} className="btn btn-primary mt-2 w-full">
        {t('submit')}
      </BusyButton>
    </form>
  );
}
