// The rules around images: who may upload, what is stored (the photo and its smaller widths), and
// reading one back.
import type { ObjectId } from 'mongodb';
import { IMAGE_WIDTHS, type ImageWidth } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { UserDoc } from '../users/users.documents';
import { invalid } from '../../domain/errors';
import { isAdmin } from '../auth/guards';
import { processImage, resizeStoredImage } from './image-processing';
import { absoluteImageUrl, imageIdFromUrl, imagePath } from './image-url';
import { type ImageFile, type ImageMetadata, type StoredImageWidth, imagesRepository } from './images.repository';

/** Needs only the database and the public address, so seeding can store images too. */

export type ImagesService = ReturnType<typeof imagesService>;

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
      if (!id || !file) throw invalid('photo_not_found', field);
      if (file.metadata?.ownerEmail !== caller.email && !isAdmin(caller)) throw invalid('photo_not_yours', field);
      return imagePath(id);
    },
    /** Validates, re-encodes and stores an upload; answers its id and absolute URL. */
    async store(bytes: Buffer, ownerEmail: string) {
      const image = await processImage(bytes);
      const id = await repo.insert(image.data, { contentType: image.contentType, ownerEmail, width: image.width, height: image.height });
      // Its smaller widths now, so the first buyer to see it does not wait for them.
      for (const width of IMAGE_WIDTHS) {
        if (width < image.width) await repo.insertWidth(id, width, await resizeStoredImage(image.data, width));
      }
      return { id, path: imagePath(id), url: absoluteImageUrl(ctx.config.publicApiUrl, imagePath(id)) };
    },
    /** Stores an already-processed image under a fixed id, once (the demo data's pictures). */
    importImage: (id: ObjectId, image: { data: Buffer } & ImageMetadata) =>
      repo.insertWithId(id, image.data, { contentType: image.contentType, ownerEmail: image.ownerEmail, width: image.width, height: image.height }),
    find: (id: ObjectId) => repo.findById(id),
    openStream: (id: ObjectId) => repo.openStream(id),
    /**
     * Whether `?w=width` is a smaller copy of the photo: a width no less than the photo's own is the
     * photo itself (never enlarged). A photo whose width was not recorded gets a copy.
     */
    isSmallerWidth: (file: ImageFile, width: ImageWidth) => !(file.metadata?.width && file.metadata.width <= width),
    /**
     * The photo at `width`: its stored copy, or, for a photo stored before widths were (the demo
     * data, older uploads), one made now and kept for the next request.
     */
    async atWidth(file: ImageFile, width: ImageWidth): Promise<StoredImageWidth> {
      const stored = await repo.findWidth(file._id, width);
      if (stored) return stored;
      const made = await resizeStoredImage(await repo.readAll(file._id), width);
      await repo.insertWidth(file._id, width, made);
      return made;
    },
  };
}
