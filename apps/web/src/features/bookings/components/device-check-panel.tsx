// The device check on the deal page: the buyer gets a link and its QR code to open on the phone
// being sold; every side reads the latest result (the steps, the sensors, and whether the IMEI
// typed on that phone is the listing's).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_CHECK_STEPS, type Booking, type DeviceCheck } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { BusyButton } from '@/components/ui/busy-button';
import { useDeviceCheckLink } from '../api/get-device-check-link';

export function DeviceCheckPanel({ booking, canCheck }: { booking: Booking; canCheck: boolean }) {
  const { t } = useTranslation('deals');
  const headingId = useId();
  if (!canCheck && !booking.deviceCheck) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-box border border-base-300 p-3">
      <h2 id={headingId} className="font-semibold">
        {t('deviceCheck.heading')}
      </h2>
      {canCheck ? <CheckLink bookingId={booking._id} /> : null}
      {booking.deviceCheck ? <CheckResult check={booking.deviceCheck} /> : null}
    </section>
  );
}

function CheckLink({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('deals');
  const link = useDeviceCheckLink();
  const [qr, setQr] = useState<string | null>(null);
  const url = link.data?.url;
  useEffect(() => {
    if (!url) return;
    let live = true;
    // The QR library loads only when a link is asked for.
    void import('qrcode').then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 240 })).then((data) => live && setQr(data));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="space-y-2">
      <p className="text-sm">{t('deviceCheck.how')}</p>
      {link.data ? (
        <div className="space-y-2">
          {qr ? <img src={qr} alt={t('deviceCheck.qr')} width={240} height={240} className="rounded-box bg-white" /> : null}
          <p className="break-all text-sm">
            <a href={link.data.url} className="link">
              {link.data.url}
            </a>
          </p>
          <p className="text-sm text-base-content/70">{t('deviceCheck.expires', { date: formatDateTime(link.data.expiresAt) })}</p>
        </div>
      ) : (
        <BusyButton
          type="button"
          busy={link.isPending}
          className="btn btn-outline btn-sm"
          onClick={() => link.mutate(bookingId, { onError: (err) => toast.error(apiErrorMessage(err)) })}
        >
          {t('deviceCheck.get')}
        </BusyButton>
      )}
    </div>
  );
}

function CheckResult({ check }: { check: DeviceCheck }) {
  const { t } = useTranslation(['deals', 'deviceCheck']);
  const imei = check.imeiMatch === null ? t('deviceCheck.noImei') : check.imeiMatch ? t('deviceCheck.imeiMatch') : t('deviceCheck.imeiDiffers');
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">{t('deviceCheck.result', { date: formatDateTime(check.at) })}</p>
      <p className={check.imeiMatch === false ? 'font-semibold text-error' : ''}>{imei}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {DEVICE_CHECK_STEPS.map((step) => (
          <div key={step} className="contents">
            <dt className="text-base-content/70">{t(`deviceCheck:steps.${step}.title`)}</dt>
            <dd className={check.steps[step] === 'fails' ? 'font-semibold text-error' : ''}>{t(`deviceCheck:outcomes.${check.steps[step]}`)}</dd>
          </div>
        ))}
      </dl>
      {check.battery !== undefined ? <p>{t('deviceCheck.battery', { level: check.battery })}</p> : null}
    </div>
  );
}
