// One step of the device check: what to do, the control that tries it, and the person's verdict
// (works, doesn't work, skipped) as a labelled radio group.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_CHECK_OUTCOMES, type DeviceCheckOutcome, type DeviceCheckStep } from '@mobile-planet/shared';

interface CheckStepProps {
  step: DeviceCheckStep;
  outcome: DeviceCheckOutcome | undefined;
  onOutcome: (outcome: DeviceCheckOutcome) => void;
  children: ReactNode;
}

export function CheckStep({ step, outcome, onOutcome, children }: CheckStepProps) {
  const { t } = useTranslation('deviceCheck');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={headingId} className="font-semibold">
        {t(`steps.${step}.title`)}
      </h2>
      <p className="text-sm">{t(`steps.${step}.how`)}</p>
      {children}
      <fieldset>
        <legend className="sr-only">{t('verdict', { step: t(`steps.${step}.title`) })}</legend>
        <div className="flex flex-wrap gap-2">
          {DEVICE_CHECK_OUTCOMES.map((o) => (
            <label key={o} className={`btn btn-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 ${outcome === o ? (o === 'fails' ? 'btn-error' : o === 'works' ? 'btn-success' : 'btn-neutral') : 'btn-outline'}`}>
              <input type="radio" className="sr-only" name={`${step}-${headingId}`} checked={outcome === o} onChange={() => onOutcome(o)} />
              {t(`outcomes.${o}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
