// One page of a collection by keyset, in the order of one key and then _id: the page after a
// position costs an index walk from that position on MongoDB (an index on the filter's fields and
// the key, _id), never a skip over the pages before it. Every paged list of the API reads its
// pages here.
import { ObjectId, type Collection, type Filter, type Document } from 'mongodb';
import type { CursorPosition } from '../http/cursor';

export type CreatedOrder = 'newest' | 'oldest';

export interface KeysetPage<T> {
  items: T[];
  /** Where the page ended, when another page follows. */
  next: CursorPosition | null;
}

export interface KeysetOptions {
  order: CreatedOrder;
  limit: number;
  after?: CursorPosition;
  /** The key: a date (a dotted path may name one), `createdAt` unless named. */
  field?: string;
  /**
   * A number that no two rows of the filter share (a thread's `seq`): the rows are in its order
   * alone, with no _id after it, and the cursor's key is the number itself.
   */
  unique?: boolean;
}

/** The filter of the page after `after` (or the first page), and the sort that goes with it: by `field` (a date; a dotted path may name one), then _id; or by a unique number `field` alone. */
export function keysetQuery<T extends Document & { _id: ObjectId }>(filter: Filter<T>, order: CreatedOrder, after?: CursorPosition, field = 'createdAt', unique = false) {
  const dir = order === 'newest' ? -1 : 1;
  const beyond = dir === -1 ? '$lt' : '$gt';
  if (unique) {
    const where = (after ? { ...filter, [field]: { [beyond]: after.key } } : filter) as Filter<T>;
    return { where, sort: { [field]: dir } as Record<string, 1 | -1> };
  }
  const where = (
    after
      ? {
          $and: [
            filter,
            {
              $or: [
                { [field]: { [beyond]: new Date(after.key) } },
                { [field]: new Date(after.key), _id: { [beyond]: new ObjectId(after.id) } },
              ],
            },
          ],
        }
      : filter
  ) as Filter<T>;
  return { where, sort: { [field]: dir, _id: dir } as Record<string, 1 | -1> };
}

/** The cursor key of a document: its date at a dotted path (`claim.openedAt`) in ms, or its number. */
function keyAt(doc: Document, path: string): number | undefined {
  let value: unknown = doc;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined;
}

/** Where a page ending at `doc` ended, in `field`'s order (`createdAt` unless named). */
export function positionOf(doc: Document & { _id: ObjectId }, field = 'createdAt'): CursorPosition | null {
  const key = keyAt(doc, field);
  return key === undefined ? null : { key, id: doc._id.toHexString() };
}

/** The page of `filter` after `options.after` (the first page without it), `options.limit` long. */
export async function pageBy<T extends Document & { _id: ObjectId }>(collection: Collection<T>, filter: Filter<T>, options: KeysetOptions): Promise<KeysetPage<T>> {
  const field = options.field ?? 'createdAt';
  const { where, sort } = keysetQuery(filter, options.order, options.after, field, options.unique);
  const rows = (await collection.find(where).sort(sort).limit(options.limit + 1).toArray()) as T[];
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  return { items, next: rows.length > options.limit && last ? positionOf(last, field) : null };
}
