// A listing's photos as URLs, in order: each chosen file uploaded (POST /images), one after the
// other, and the photos the listing already has as they are.
import type { PhotoItem } from '../utils/add-product-schema';
import { uploadImage } from './upload-image';

/** `onProgress`: whole percents of all the files together, 0 to 100. */
export async function uploadPhotos(photos: PhotoItem[], onProgress: (percent: number) => void): Promise<string[]> {
  const files = photos.filter((p) => 'file' in p).length;
  let done = 0;
  const urls: string[] = [];
  // One at a time: a phone's upload is the slow part, and the API sees the photos in the seller's order.
  for (const photo of photos) {
    if ('url' in photo) {
      urls.push(photo.url);
      continue;
    }
    urls.push(await uploadImage(photo.file, (percent) => onProgress(Math.round((done * 100 + percent) / files))));
    done += 1;
  }
  onProgress(100);
  return urls;
}
