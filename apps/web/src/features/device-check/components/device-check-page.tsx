// /check/{token}: the device check, opened on the phone being sold (from the buyer's link or QR
// code), with no sign-in there. The person tries each step and says how it went; the page reads the
// sensors and battery; the IMEI typed from *#06# goes to the API, which answers only whether it is
// the listing's. The result is saved on the deal for the buyer, the seller and an Admin.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_CHECK_STEPS, deviceCheckResultSchema, type DeviceCheckOutcome, type DeviceCheckStep } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { translateMessage } from '@/lib/translate-message';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { BusyButton } from '@/components/ui/busy-button';
import { ErrorLine } from '@/components/ui/error-line';
import { Spinner } from '@/components/ui/spinner';
import { useCheckTarget } from '../api/get-check-target';
import { useSendCheckResult } from '../api/send-check-result';
import { readSensors, type SensorReading } from '../utils/read-sensors';
import { CameraTest } from './camera-test';
import { CheckStep } from './check-step';
import { ColourTest } from './colour-test';
import { MicrophoneTest, SpeakerTest } from './sound-tests';
import { TouchTest } from './touch-test';

function StepControl({ step }: { step: DeviceCheckStep }) {
  const { t } = useTranslation('deviceCheck');
  switch (step) {
    case 'screen':
      return <ColourTest />;
    case 'touch':
      return <TouchTest />;
    case 'speaker':
      return <SpeakerTest />;
    case 'microphone':
      return <MicrophoneTest />;
    case 'front_camera':
      return <CameraTest facing="user" />;
    case 'back_camera':
      return <CameraTest facing="environment" />;
    case 'vibration':
      return (
        <button type="button" className="btn btn-sm" onClick={() => navigator.vibrate?.([300, 150, 300])}>
          {t('steps.vibration.start')}
        </button>
      );
  }
}

export function DeviceCheckPage({ token }: { token: string }) {
  const { t } = useTranslation('deviceCheck');
  const target = useCheckTarget(token);
  if (target.isError) {
    return (
      <section className="mx-auto max-w-xl space-y-4 p-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <QueryErrorAlert error={target.error} />
      </section>
    );
  }
  if (!target.data) return <Spinner label={t('loading')} />;
  return <CheckForm token={token} device={target.data.device} hasImei={target.data.hasImei} expiresAt={target.data.expiresAt} />;
}

function CheckForm({ token, device, hasImei, expiresAt }: { token: string; device: string; hasImei: boolean; expiresAt: string }) {
  const { t } = useTranslation('deviceCheck');
  const imeiId = useId();
  const [outcomes, setOutcomes] = useState<Partial<Record<DeviceCheckStep, DeviceCheckOutcome>>>({});
  const [reading, setReading] = useState<SensorReading>({ sensors: [] });
  const [imei, setImei] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendCheckResult();
  useEffect(() => {
    void readSensors().then(setReading);
  }, []);

  const missing = DEVICE_CHECK_STEPS.filter((s) => !outcomes[s]);
  const submit = () => {
    setError(null);
    // A step left unanswered counts as skipped: the person chose not to try it.
    const steps = Object.fromEntries(DEVICE_CHECK_STEPS.map((s) => [s, outcomes[s] ?? 'skipped'])) as Record<DeviceCheckStep, DeviceCheckOutcome>;
    const parsed = deviceCheckResultSchema.safeParse({ imei: imei.replace(/\s/g, ''), steps, sensors: reading.sensors, ...(reading.battery !== undefined ? { battery: reading.battery } : {}) });
    if (!parsed.success) return setError(translateMessage(parsed.error.issues[0]?.message ?? ''));
    send.mutate({ token, result: parsed.data }, { onError: (err) => setError(apiErrorMessage(err)) });
  };

  if (send.data) {
    const match = send.data.imeiMatch;
    return (
      <section className="mx-auto max-w-xl space-y-4 p-4">
        <h1 className="text-2xl font-bold">{t('doneTitle')}</h1>
        <p role="status" className={`alert ${match === false ? 'alert-error' : 'alert-success'}`}>
          {match === null ? t('savedNoImei') : match ? t('imeiMatches') : t('imeiDiffers')}
        </p>
        <p>{t('savedFor', { device })}</p>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-xl space-y-4 p-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('heading', { device })}</h1>
        <p className="text-sm">{t('intro')}</p>
        <p className="text-sm text-base-content/70">{t('expires', { date: formatDateTime(expiresAt) })}</p>
      </header>
      {DEVICE_CHECK_STEPS.map((step) => (
        <CheckStep key={step} step={step} outcome={outcomes[step]} onOutcome={(o) => setOutcomes((prev) => ({ ...prev, [step]: o }))}>
          <StepControl step={step} />
        </CheckStep>
      ))}
      <section className="space-y-1 rounded-box border border-base-300 bg-base-100 p-4">
        <h2 className="font-semibold">{t('sensorsTitle')}</h2>
        <p className="text-sm">
          {reading.sensors.length > 0 ? reading.sensors.map((s) => t(`sensors.${s}`, { level: reading.battery })).join(' · ') : t('sensorsNone')}
        </p>
      </section>
      <form
        className="space-y-2 rounded-box border border-base-300 bg-base-100 p-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={imeiId} className="font-semibold">
          {t('imeiLabel')}
        </label>
        <p id={`${imeiId}-hint`} className="text-sm">
          {hasImei ? t('imeiHint') : t('imeiHintNoImei')}
        </p>
        <input
          id={imeiId}
          value={imei}
          onChange={(event) => setImei(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="input w-full font-mono"
          aria-describedby={[`${imeiId}-hint`, error ? `${imeiId}-error` : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
        />
        <ErrorLine id={`${imeiId}-error`} message={error} />
        {missing.length > 0 ? <p className="text-sm text-base-content/70">{t('unanswered', { count: missing.length })}</p> : null}
        <BusyButton busy={send.isPending} className="btn btn-primary w-full">
          {t('save')}
        </BusyButton>
      </form>
    </section>
  );
}
