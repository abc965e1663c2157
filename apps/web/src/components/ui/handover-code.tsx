// The buyer's 6-digit handover code, large enough to read off a phone held out to the seller, with
// what to check first: the code is the buyer's "I have it". The digits stay Latin in Bangla too:
// the seller types them as they are.
import { useTranslation } from 'react-i18next';

export function HandoverCode({ code, className = '' }: { code: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`inline-flex flex-col gap-0.5 ${className}`.trim()}>
      <span className="text-xs text-base-content/70">{t('handoverCode')}</span>
      <span className="font-mono text-2xl font-bold tracking-[0.3em] tabular-nums">{code}</span>
      <p className="max-w-prose text-xs text-base-content/80">{t('handoverAdvice')}</p>
    </div>
  );
}
