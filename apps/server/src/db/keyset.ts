// One page of a collection in (createdAt, _id) order, by keyset: the page after a position costs an
// index walk from that position on MongoDB (an index on the filter's fields + createdAt, _id),
// never a skip over the pages before it.
import { ObjectId, type Collection, type Filter, type Document } from 'mongodb';
import type { CursorPosition } from '../http/cursor';

export type CreatedOrder = 'newest' | 'oldest';

export interface KeysetPage<T> {
  items: T[];
  /** Where the page ended, when another page follows. */
  next: CursorPosition | null;
}

/** The filter of the page after `after` (or the first page), and the sort that goes with it: by `field` (a date; a dotted path may name one), then _id. */
export function keysetQuery<T extends Document & { _id: ObjectId }>(filter: Filter<T>, order: CreatedOrder, after?: CursorPosition, field = 'createdAt') {
  const dir = order === 'newest' ? -1 : 1;
  const beyond = dir === -1 ? '$lt' : '$gt';
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

export async function pageByCreatedAt<T extends Document & { _id: ObjectId; createdAt: Date }>(
  collection: Collection<T>,
  filter: Filter<T>,
  options: { order: CreatedOrder; limit: number; after?: CursorPosition },
): Promise<KeysetPage<T>> {
  return pageByDate(collection, filter, options);
}

/** The value of a dotted path (`claim.openedAt`) of a document. */
function dateAt(doc: Document, path: string): Date | undefined {
  let value: unknown = doc;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value instanceof Date ? value : undefined;
}

/** As pageByCreatedAt, in the order of another date field (a dotted path), then _id. */
export async function pageByDate<T extends Document & { _id: ObjectId }>(
  collection: Collection<T>,
  filter: Filter<T>,
  options: { order: CreatedOrder; limit: number; after?: CursorPosition; field?: string },
): Promise<KeysetPage<T>> {
  const field = options.field ?? 'createdAt';
  const { where, sort } = keysetQuery(filter, options.order, options.after, field);
  const rows = (await collection.find(where).sort(sort).limit(options.limit + 1).toArray()) as T[];
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  const lastDate = last ? dateAt(last, field) : undefined;
  return { items, next: rows.length > options.limit && last && lastDate ? { key: lastDate.getTime(), id: last._id.toHexString() } : null };
}
