// A price in taka: ৳ with thousands separators (docs/product.md#past-the-original-spec).
import { useTranslation } from 'react-i18next';
import { formatTaka } from '@/lib/format';

export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  // Subscribed to the language, so the digits follow a switch (৳12,500 / ৳১২,৫০০).
  useTranslation();
  return <span className={`tabular-nums ${className}`}>{formatTaka(amount)}</span>;
}
