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

/** The filter of the page after `after` (or the first page), and the sort that goes with it. */
export function keysetQuery<T extends { _id: ObjectId; createdAt: Date }>(filter: Filter<T>, order: CreatedOrder, after?: CursorPosition) {
  const dir = order === 'newest' ? -1 : 1;
  const beyond = dir === -1 ? '$lt' : '$gt';
  const where: Filter<T> = after
    ? ({
        $and: [
          filter,
          {
            $or: [
              { createdAt: { [beyond]: new Date(after.key) } },
              { createdAt: new Date(after.key), _id: { [beyond]: new ObjectId(after.id) } },
            ],
          },
        ],
      } as Filter<T>)
    : filter;
  return { where, sort: { createdAt: dir, _id: dir } as const };
}

export async function pageByCreatedAt<T extends Document & { _id: ObjectId; createdAt: Date }>(
  collection: Collection<T>,
  filter: Filter<T>,
  options: { order: CreatedOrder; limit: number; after?: CursorPosition },
): Promise<KeysetPage<T>> {
  const { where, sort } = keysetQuery(filter, options.order, options.after);
  const rows = (await collection.find(where).sort(sort).limit(options.limit + 1).toArray()) as T[];
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  return { items, next: rows.length > options.limit && last ? { key: last.createdAt.getTime(), id: last._id.toHexString() } : null };
}
