// Small display formatters the screens share (prices live in @mobile-planet/shared formatTaka).

/** 0.5 → '6 months', 1 → '1 year', 2.5 → '2.5 years'. */
export function formatUseDuration(years: number): string {
  if (!Number.isFinite(years) || years < 0) return '—';
  if (years === 0) return 'Unused';
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return `${months} ${months === 1 ? 'month' : 'months'}`;
  }
  const shown = Number.isInteger(years) ? String(years) : years.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${years === 1 ? 'year' : 'years'}`;
}

/** 'excellent' → 'Excellent'. */
export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}
