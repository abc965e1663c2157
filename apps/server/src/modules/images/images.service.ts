// The rules around images: who may upload, what is stored, and reading one back.
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../../db/mongo';
import { invalid } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import { processImage } from './image-processing';
import { absoluteImageUrl, imageIdFromUrl, imagePath } from './image-url';
import { type ImageMetadata, imagesRepository } from './images.repository';

/** Needs only the database and the public address, so seeding can store images too. */
const PHOTO_NOT_FOUND = 'The photo was not found. Please upload it again';
const PHOTO_NOT_YOURS = 'Use a photo you uploaded yourself';

export function imagesService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const repo = imagesRepository(ctx.db.db);
  return {
    /**
     * The stored path of an image the caller uploaded (an Admin may use anyone's), for a listing
     * or a claim; a URL we did not answer is refused as bad input of `field`.
     */
    async ownedImagePath(caller: UserDoc, url: string, field: string): Promise<string> {
      const id = imageIdFromUrl(url);
      const file = id && (await repo.findById(id));
      if (!id || !file) throw invalid(PHOTO_NOT_FOUND, { [field]: PHOTO_NOT_FOUND });
      if (file.metadata?.ownerEmail !== caller.email && !isAdmin(caller)) throw invalid(PHOTO_NOT_YOURS, { [field]: PHOTO_NOT_YOURS });
      return imagePath(id);
    },
    /** Validates, re-encodes and stores an upload; answers its id and absolute URL. */
    async store(bytes: Buffer, ownerEmail: string) {
      const image = await processImage(bytes);
      const id = await repo.insert(image.data, { contentType: image.contentType, ownerEmail, width: image.width, height: image.height });
      return { id, path: imagePath(id), url: absoluteImageUrl(ctx.config.publicApiUrl, imagePath(id)) };
    },
    /** Stores an already-processed image under a fixed id, once (the demo data's pictures). */
    importImage: (id: ObjectId, image: { data: Buffer } & ImageMetadata) =>
      repo.insertWithId(id, image.data, { contentType: image.contentType, ownerEmail: image.ownerEmail, width: image.width, height: image.height }),
    find: (id: ObjectId) => repo.findById(id),
    openStream: (id: ObjectId) => repo.openStream(id),
  };
}
