// Queries of the catalogue's lists: GET /listings (search, filters, sort, keyset pages) and the
// limit/cursor every other list call takes. Values arrive as query strings.
import { z } from 'zod';
import { CATEGORY_IDS, CONDITIONS, LISTING_SORTS, LOCATION_FILTER_MAX_LENGTH, MAX_PRICE_TAKA, PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, type Brand, type Condition } from '../constants';
import { MSG } from '../messages';
import { neirParam, objectId } from './fields';
import { brandNamed, searchableWords } from '../search-words';

/** An opaque cursor as the API hands it out (base64url); whether it is really ours the API decides. */
const cursor = z.string({ error: MSG.cursorInvalid }).min(1, MSG.cursorInvalid).max(300, MSG.cursorInvalid).regex(/^[A-Za-z0-9_-]+$/, MSG.cursorInvalid);

const limit = (size: { default: number; max: number }) =>
  z
    .string({ error: MSG.limitInvalid(size.max) })
    .regex(/^\d{1,3}$/, MSG.limitInvalid(size.max))
    .transform(Number)
    .pipe(z.number().int().min(1, MSG.limitInvalid(size.max)).max(size.max, MSG.limitInvalid(size.max)))
    .default(size.default);

const wholeTaka = z
  .string({ error: MSG.priceFilterInvalid })
  .regex(/^\d{1,8}$/, MSG.priceFilterInvalid)
  .transform(Number)
  .pipe(z.number().int().max(MAX_PRICE_TAKA, MSG.priceFilterInvalid));

/** `limit` and `cursor` of the spec's array-shaped lists, which send the next page in a Link header. */
export const pageQuerySchema = (size: { default: number; max: number }) => z.strictObject({ limit: limit(size), cursor: cursor.optional() }, { error: MSG.queryParamUnknown });
export type PageQuery = z.output<ReturnType<typeof pageQuerySchema>>;

/** GET /listings and GET /listings/facets. Unknown parameters (`q[$ne]`) are refused. */
export const listingsQuerySchema = z
  .strictObject(
    {
      q: z.string({ error: MSG.searchInvalid }).trim().max(SEARCH_QUERY_MAX_LENGTH, MSG.tooLong(SEARCH_QUERY_MAX_LENGTH)).optional(),
      category: z.enum(CATEGORY_IDS, { error: MSG.categoryInvalid }).optional(),
      brand: z
        .string({ error: MSG.brandInvalid })
        .transform((b, ctx) => {
          const brand = brandNamed(b);
          if (!brand) ctx.addIssue({ code: 'custom', message: MSG.brandInvalid });
          return brand as Brand;
        })
        .optional(),
      condition: z
        .string({ error: MSG.conditionInvalid })
        .transform((s, ctx) => {
          const chosen = [...new Set(s.split(',').map((c) => c.trim().toLowerCase()))];
          // One error on the field the client sent, not on an index of our list.
          if (!chosen.every((c): c is Condition => (CONDITIONS as readonly string[]).includes(c))) {
            ctx.addIssue({ code: 'custom', message: MSG.conditionInvalid });
            return z.NEVER;
          }
          return chosen;
        })
        .optional(),
      /** One NEIR status: listings whose seller stated it (an unknown status matches neither). */
      neir: neirParam.optional(),
      location: z
        .string({ error: MSG.locationFilterInvalid })
        .trim()
        .max(LOCATION_FILTER_MAX_LENGTH, MSG.tooLong(LOCATION_FILTER_MAX_LENGTH))
        .refine((s) => searchableWords(s).length > 0, MSG.locationFilterInvalid)
        .optional(),
      minPrice: wholeTaka.optional(),
      maxPrice: wholeTaka.optional(),
      sort: z.enum(LISTING_SORTS, { error: MSG.sortInvalid }).default('newest'),
      /** One seller's listings (their public page, /seller/{id}). */
      seller: objectId.optional(),
      limit: limit(PAGE_SIZE.listings),
      cursor: cursor.optional(),
    },
    { error: MSG.queryParamUnknown },
  )
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: MSG.priceRangeInvalid,
    path: ['minPrice'],
  });
export type ListingsQueryInput = z.input<typeof listingsQuerySchema>;
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/** The filters of a listings query (everything but sort and paging): what a facet count is counted under. */
export type ListingFilters = Omit<ListingsQuery, 'sort' | 'limit' | 'cursor'>;
