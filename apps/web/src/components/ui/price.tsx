// A price in taka: ৳ with thousands separators (DESIGN.md §5).
import { formatTaka } from '@/lib/format';

export function Price({ amount, className = '' }: { amount: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatTaka(amount)}</span>;
}
