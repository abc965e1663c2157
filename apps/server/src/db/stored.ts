// Stored documents are the wire entities of packages/shared with ObjectIds and Dates in place of
// their string forms, plus what only the server keeps (each module's `*.documents.ts`).
import type { ObjectId } from 'mongodb';

export type Stored<T extends { _id: string; createdAt?: string }> = Omit<T, '_id' | 'createdAt'> & { _id: ObjectId; createdAt: Date };

/** Dates where the wire has their ISO strings. */
export type WithDates<T, K extends keyof T> = Omit<T, K> & { [P in K]: undefined extends T[P] ? Date | undefined : Date };
