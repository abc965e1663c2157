// Bodies of the saved-search calls: POST /me/saved-searches and PATCH /me/saved-searches/{id}.
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '../follow';
import { MSG } from '../messages';
import { listingsQuerySchema, type ListingFilters } from './listings';

const name = z
  .string({ error: MSG.savedSearchNameRequired })
  .trim()
  .min(1, MSG.savedSearchNameRequired)
  .max(SAVED_SEARCH_NAME_MAX, MSG.tooLong(SAVED_SEARCH_NAME_MAX));

/**
 * The results' filters and keywords, as GET /listings takes them (strings), normalised by its own
 * schema; its order and page (`sort`, `limit`, `cursor`) are not part of a search and are dropped.
 * Without a keyword or a filter there is nothing to follow.
 */
const query = z
  .record(z.string(), z.unknown(), { error: MSG.savedSearchQueryInvalid })
  .pipe(listingsQuerySchema)
  .transform(({ sort: _sort, limit: _limit, cursor: _cursor, ...filters }): ListingFilters => filters)
  .refine((filters) => Object.values(filters).some((v) => v !== undefined), MSG.savedSearchEmpty);

export const savedSearchInputSchema = z.strictObject({ name: name.optional(), query }, { error: MSG.savedSearchQueryInvalid });
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

export const savedSearchRenameSchema = z.strictObject({ name }, { error: MSG.savedSearchNameRequired });
