// A saved search's filters in words, for its list and the name the save dialog proposes:
// '“galaxy” · Samsung · Smart Phones · Good, Excellent · ৳5,000 to ৳20,000 · in Dhaka'.
import type { SavedSearchQuery } from '@mobile-planet/shared';
import { formatTaka } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** The words in the reader's language (keys named with their namespace: the summary reads three). */
const t = (key: string, options?: Record<string, string>): string => String(i18n.t(key as never, options as never));

const taka = (value: string | undefined) => (value && /^\d+$/.test(value) ? formatTaka(Number(value)) : undefined);

/** The parts of a search, each a few words, in the order the filter panel shows them. */
function searchSummaryParts(query: SavedSearchQuery): string[] {
  const parts: string[] = [];
  if (query.q) parts.push(t('savedSearches:summary.words', { q: query.q }));
  if (query.brand) parts.push(query.brand);
  if (query.category) parts.push(t(`common:categories.${query.category}`));
  if (query.condition) parts.push(query.condition.split(',').map((c) => t(`common:conditions.${c}`)).join(', '));
  if (query.neir) parts.push(t(`catalog:filters.neirStatus.${query.neir}`));
  const [min, max] = [taka(query.minPrice), taka(query.maxPrice)];
  if (min && max) parts.push(t('savedSearches:summary.priceRange', { min, max }));
  else if (min) parts.push(t('savedSearches:summary.priceFrom', { min }));
  else if (max) parts.push(t('savedSearches:summary.priceUpTo', { max }));
  if (query.location) parts.push(t('savedSearches:summary.in', { location: query.location }));
  if (query.seller) parts.push(t('savedSearches:summary.seller'));
  return parts;
}

/** The whole search in one line ('All listings' for none). */
export function searchSummary(query: SavedSearchQuery): string {
  const parts = searchSummaryParts(query);
  return parts.length > 0 ? parts.join(' · ') : t('savedSearches:summary.all');
}

/** The name the save dialog proposes: the keywords, else the first filters, at most 60 characters. */
export function proposedName(query: SavedSearchQuery): string {
  const name = query.q ?? searchSummaryParts(query).slice(0, 3).join(' · ');
  return (name || t('savedSearches:summary.all')).slice(0, 60);
}

/** The results page's address of a saved search. */
export function resultsPath(query: SavedSearchQuery): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return `/search?${params}`;
}
