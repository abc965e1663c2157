// The buyer's replacement-warranty claim: why, what is wrong, and up to three photos. Hidden behind
// "Open a claim" so the booking page stays short while nothing is wrong.
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { CLAIM_REASONS, CLAIM_TEXT_MAX_LENGTH, claimInputSchema, type Booking, type ClaimInput } from '@mobile-planet/shared';
import type { z } from 'zod';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { translateMessage } from '@/lib/translate-message';
import { FormField, fieldAria } from '@/components/form/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useOpenClaim } from '../api/open-claim';
import { claimReasonLabel } from '../utils/booking-words';
import { ClaimPhotosField } from './claim-photos-field';

type ClaimOutput = z.output<typeof claimInputSchema>;

export function OpenClaim({ booking }: { booking: Pick<Booking, '_id' | 'warrantyEndsAt'> }) {
  const { t } = useTranslation('deals');
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-outline btn-warning"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {t('claim.open')}
        </button>
        <p className="text-sm text-base-content/70">{t('claim.possibleUntil', { date: formatDateTime(booking.warrantyEndsAt) })}</p>
      </div>
      {open && <ClaimForm id={formId} bookingId={booking._id} onDone={() => setOpen(false)} />}
    </div>
  );
}

function ClaimForm({ id, bookingId, onDone }: { id: string; bookingId: string; onDone: () => void }) {
  const { t } = useTranslation(['deals', 'common']);
  const uid = useId();
  const openClaim = useOpenClaim({
    onSuccess: () => {
      toast.success(t('claim.sent'));
      onDone();
    },
  });
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<ClaimInput, unknown, ClaimOutput>({
    resolver: zodResolver(claimInputSchema),
    defaultValues: { reason: CLAIM_REASONS[0], text: '', photos: [] },
  });
  const photos = useWatch({ control, name: 'photos' }) ?? [];
  const text = useWatch({ control, name: 'text' });

  const onSubmit = handleSubmit((claim) => {
    setServerError(null);
    openClaim.mutate(
      { id: bookingId, ...claim },
      {
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  });

  const busy = openClaim.isPending;
  const err = (name: 'reason' | 'text') => errors[name]?.message;
  return (
    <form id={id} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('claim.form')} className="space-y-4 rounded-box border border-base-300 p-4">
      <FormField id={`${uid}-reason`} label={t('claim.reason')} error={err('reason')}>
        <select {...register('reason')} {...fieldAria(`${uid}-reason`, err('reason'))} className="select w-full max-w-sm" disabled={busy}>
          {CLAIM_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {claimReasonLabel(reason)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${uid}-text`}
        label={t('claim.whatIsWrong')}
        error={err('text')}
        hint={t('common:characters', { length: text.length, max: CLAIM_TEXT_MAX_LENGTH })}
      >
        <textarea
          {...register('text')}
          {...fieldAria(`${uid}-text`, err('text'), 'hint')}
          rows={4}
          maxLength={CLAIM_TEXT_MAX_LENGTH}
          className="textarea w-full"
          disabled={busy}
        />
      </FormField>
      <ClaimPhotosField
        photos={photos}
        onChange={(next) => setValue('photos', next, { shouldValidate: true })}
        onUploadingChange={setUploading}
        disabled={busy}
      />
      {errors.photos?.message ? <p className="text-sm text-error">{translateMessage(errors.photos.message)}</p> : null}
      <ErrorLine message={serverError} />
      <BusyButton busy={busy} disabled={busy || uploading} className="btn btn-warning">
        {t('claim.send')}
      </BusyButton>
    </form>
  );
}
