// The rules around images: who may upload, what is stored, and reading one back.
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../../app-context';
import { processImage } from './image-processing';
import { absoluteImageUrl, imagePath } from './image-url';
import { type ImageMetadata, imagesRepository } from './images.repository';

/** Needs only the database and the public address, so seeding can store images too. */
export function imagesService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const repo = imagesRepository(ctx.db.db);
  return {
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
