// Names for the demo data that are the same on every run of a seed (so a resumed seed writes the
// same documents), and the date format the add-product form writes.
import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';

/** An ObjectId that is the same on every run: the seed time, then a hash of the document's name. */
export function demoId(name: string, seedTime: Date): ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(seedTime.getTime() / 1000), 0);
  createHash('sha256').update(`mobile-planet-demo:${name}`).digest().copy(bytes, 4, 0, 8);
  return new ObjectId(bytes);
}

/** Six digits that are the same on every run (a demo deal's handover code). */
export function demoDigits(name: string, seedTime: Date): string {
  const hash = createHash('sha256').update(`mobile-planet-demo-code:${name}:${seedTime.getTime()}`).digest();
  return String(hash.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** The day a listing was posted, as the add-product form writes it ("12 Oct 2025"). */
export function postedDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });
}
