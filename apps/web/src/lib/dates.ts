// Dates and times as every screen prints them: British order, short month, 24-hour clock, in the
// viewer's own time zone (the API sends ISO instants).
// The date as the Add Product form writes a posted date, plus the time.
const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/** '5 Mar 2025, 14:30'; '—' for a missing or unreadable instant. */
export function formatDateTime(iso: string | undefined | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString('en-GB', DATE_TIME) : '—';
}
