// The one shape of an image's address: stored as a path of our image store, answered absolute.
import { ObjectId } from 'mongodb';

export const imagePath = (id: ObjectId | string) => `/images/${String(id)}`;

/** The id in an image URL or path that our store answered (`…/images/<24 hex>`), else null. */
export function imageIdFromUrl(url: string): ObjectId | null {
  const match = /\/images\/([a-f0-9]{24})$/i.exec(url);
  return match?.[1] ? new ObjectId(match[1]) : null;
}

/** A stored path made absolute to this API; an already absolute URL (old data) is kept. */
export function absoluteImageUrl(publicApiUrl: string, img: string): string {
  if (/^https?:\/\//i.test(img)) return img;
  return `${publicApiUrl}${img.startsWith('/') ? '' : '/'}${img}`;
}
