// The report form (why, and what is wrong), in the Report dialog. Its own chunk: it brings zod and
// react-hook-form, which a listing's page needs only once someone presses Report.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { REPORT_REASONS, REPORT_TEXT_MAX_LENGTH, reportInputSchema, type ReportInput } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { FormField, fieldAria } from '@/components/form/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { useReportListing } from '../api/report-listing';
import { reportReasonLabel } from '../utils/moderation-words';

type ReportOutput = z.output<typeof reportInputSchema>;

export function ReportForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const { t } = useTranslation('moderation');
  const uid = useId();
  const report = useReportListing();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportInput, unknown, ReportOutput>({
    resolver: zodResolver(reportInputSchema),
    // No reason chosen for the reporter: the select starts on "Choose a reason".
    defaultValues: { reason: '' as ReportInput['reason'], text: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    report.mutate(
      { productId, ...values },
      {
        onSuccess: () => {
          toast.success(t('reportSent'));
          onDone();
        },
        onError: (err) => setServerError(apiErrorMessage(err)),
      },
    );
  });

  const busy = report.isPending;
  const reasonError = errors.reason?.message;
  const textError = errors.text?.message;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        <FormField id={`${uid}-reason`} label={t('report.reason')} error={reasonError}>
          <select {...register('reason')} {...fieldAria(`${uid}-reason`, reasonError)} className="select w-full">
            <option value="" disabled>
              {t('report.chooseReason')}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reportReasonLabel(reason)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${uid}-text`} label={t('report.whatIsWrong')} error={textError} hint={t('report.hint')}>
          <textarea
            {...register('text')}
            {...fieldAria(`${uid}-text`, textError, 'hint')}
            rows={4}
            maxLength={REPORT_TEXT_MAX_LENGTH}
            className="textarea w-full"
          />
        </FormField>
      </fieldset>
      <ErrorLine message={serverError} />
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={busy}>
          {t('report.cancel')}
        </button>
        <BusyButton busy={busy} className="btn btn-error">
          {t('report.send')}
        </BusyButton>
      </div>
    </form>
  );
}
