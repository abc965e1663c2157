// "IMEI checked ••••1234": the market checked the device's IMEI; only its last four digits are public.
import { useTranslation } from 'react-i18next';
import { maskedImei } from '@/lib/format';

export function ImeiChecked({ last4 }: { last4: string }) {
  const { t } = useTranslation('common');
  return (
    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
        <path strokeLinecap="round" strokeLinejoin="round" d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
        <path strokeLinecap="round" strokeLinejoin="round" d="M9 12l2 2 4-4" />
      </svg>
      <span className="font-mono tabular-nums">{t('imeiChecked', { imei: maskedImei(last4) })}</span>
    </p>
  );
}
