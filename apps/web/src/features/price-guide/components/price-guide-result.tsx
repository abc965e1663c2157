// One look-up's answer on /price-guide: the normalised model, the median and the middle 50 % of
// the prices, what they are based on, why there is no badge yet when sales are too few, and why the
// figures are of every NEIR status when the one asked has too few sales of its own.
import { useTranslation } from 'react-i18next';
import type { NeirStatus, PriceGuide } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { formatTakaRange } from '@/lib/format';
import { fewSalesNote, guideBasis, guideScope, guideSentence, neirFallbackNote } from '../utils/guide-words';

/** `neir`: the NEIR status the look-up asked for, if any. */
export function PriceGuideResult({ guide, neir }: { guide: PriceGuide; neir?: NeirStatus | undefined }) {
  const { t } = useTranslation('priceGuide');
  const sentence = guideSentence(guide);
  const basis = guideBasis(guide);
  const note = fewSalesNote(guide);
  const neirNote = neirFallbackNote(guide, neir);
  return (
    <section aria-labelledby="price-guide-model" className="space-y-4 rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <div>
        <p className="text-sm text-base-content/70">{t('result.model')}</p>
        <h2 id="price-guide-model" className="break-words text-xl font-bold">
          {guide.model}
        </h2>
        <p className="text-sm text-base-content/70">{guideScope(guide)}</p>
        {neirNote ? <p className="text-sm text-base-content/70">{neirNote}</p> : null}
      </div>
      {guide.basis === 'none' || guide.median === null || guide.low === null || guide.high === null ? (
        <p>{t('result.none')}</p>
      ) : (
        <>
          {sentence ? <p className="text-lg font-semibold text-primary">{sentence}</p> : null}
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="rounded-box bg-base-200 p-3">
              <dt className="text-sm text-base-content/70">{t('result.median')}</dt>
              <dd className="text-2xl font-bold">
                <Price amount={guide.median} />
              </dd>
            </div>
            <div className="rounded-box bg-base-200 p-3">
              <dt className="text-sm text-base-content/70">{t('result.middle')}</dt>
              <dd className="text-2xl font-bold tabular-nums">{formatTakaRange(guide.low, guide.high)}</dd>
            </div>
            <div className="rounded-box bg-base-200 p-3">
              <dt className="text-sm text-base-content/70">{t('result.basedOn')}</dt>
              <dd className="text-lg font-semibold">{basis}</dd>
            </div>
          </dl>
        </>
      )}
      {note ? (
        <p role="note" className="alert alert-info alert-soft text-sm">
          {note}
        </p>
      ) : null}
    </section>
  );
}
