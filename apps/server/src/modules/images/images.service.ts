// The rules around images: who may upload, what is stored, and reading one back.
import type { ObjectId } from 'mongodb';
import type { AppContext } from '../../app-context';
import { processImage } from './image-processing';
import { absoluteImageUrl, imagePath } from './image-url';
import { imagesRepository } from './images.repository';

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
    find: (id: ObjectId) => repo.findById(id),
    openStream: (id: ObjectId) => repo.openStream(id),
  };
}
