// The buyer's part of the meet-up for a phone, once paid: its IMEIs (theirs and an Admin's to read),
// how to check each by SMS (KYD <IMEI> to 16002, BTRC's "know your device") while the deal is
// open, what the reply said, and whether the seller has released it from NEIR yet (a phone still
// registered to the seller will not work with the buyer's SIM).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KYD_RESULTS, NEIR, type Booking, type KydResult } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { useRecordKyd } from '../api/record-kyd';

export function ImeiCheck({ booking, canRecord }: { booking: Booking; canRecord: boolean }) {
  const { t } = useTranslation('deals');
  const headingId = useId();
  if (!booking.imei) return null;
  const imeis = [booking.imei, booking.imei2].filter((x): x is string => Boolean(x));
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-box border border-base-300 p-3">
      <h2 id={headingId} className="font-semibold">
        {t('neir.checkHeading')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {imeis.map((imei, i) => (
          <div key={imei} className="contents">
            <dt className="text-base-content/70">{i === 0 ? t('neir.imei') : t('neir.imei2')}</dt>
            <dd className="font-mono break-all">{imei}</dd>
          </div>
        ))}
      </dl>
      {canRecord ? (
        <>
          <p className="text-sm">{t('neir.kydHow', { keyword: NEIR.kydKeyword, number: NEIR.kydNumber })}</p>
          <ul className="flex flex-wrap gap-2">
            {imeis.map((imei) => (
              <li key={imei}>
                <a href={`sms:${NEIR.kydNumber}?body=${encodeURIComponent(`${NEIR.kydKeyword} ${imei}`)}`} className="btn btn-outline btn-sm">
                  {t('neir.kydSend', { last4: imei.slice(-4) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {booking.kyd ? (
        <p className="text-sm">{t('neir.kydRecorded', { result: t(`neir.kydResults.${booking.kyd.result}`), date: formatDateTime(booking.kyd.at) })}</p>
      ) : null}
      {canRecord ? <KydForm booking={booking} /> : null}
      {booking.status === 'paid' ? (
        <p className={`text-sm ${booking.neirReleasedAt ? '' : 'font-medium'}`}>
          {booking.neirReleasedAt ? t('neir.buyerReleased', { date: formatDateTime(booking.neirReleasedAt) }) : t('neir.buyerWaiting')}
        </p>
      ) : null}
    </section>
  );
}

function KydForm({ booking }: { booking: Booking }) {
  const { t } = useTranslation('deals');
  const legendId = useId();
  const record = useRecordKyd();
  const [result, setResult] = useState<KydResult | null>(booking.kyd?.result ?? null);
  return (
    <form
      className="space-y-2"
      aria-labelledby={legendId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!result) return;
        record.mutate(
          { id: booking._id, result },
          { onSuccess: () => toast.success(t('neir.kydSaved')), onError: (err) => toast.error(apiErrorMessage(err)) },
        );
      }}
    >
      <fieldset className="space-y-1">
        <legend id={legendId} className="text-sm font-medium">
          {t('neir.kydQuestion')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {KYD_RESULTS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`kyd-${booking._id}`} className="radio radio-sm" checked={result === r} onChange={() => setResult(r)} />
              {t(`neir.kydResults.${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <BusyButton busy={record.isPending} disabled={!result || record.isPending} className="btn btn-sm">
        {t('neir.kydSave')}
      </BusyButton>
    </form>
  );
}
