// Data access for the image store: a GridFS bucket named 'images' in the app's database.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId, type Db, type GridFSFile } from 'mongodb';

export const IMAGES_BUCKET = 'images';

export interface ImageMetadata {
  contentType: string;
  ownerEmail: string;
  width: number;
  height: number;
}

export type ImageFile = GridFSFile & { metadata?: ImageMetadata };

export function imagesRepository(db: Db) {
  const bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  return {
    async insert(data: Buffer, metadata: ImageMetadata): Promise<ObjectId> {
      const id = new ObjectId();
      await pipeline(Readable.from([data]), bucket.openUploadStreamWithId(id, `${id.toHexString()}.webp`, { metadata }));
      return id;
    },
    /**
     * Stores an image under a given id unless it is there already (idempotent, for imports such as
     * the demo data). Chunks of an earlier attempt cut short are removed first.
     */
    async insertWithId(id: ObjectId, data: Buffer, metadata: ImageMetadata): Promise<void> {
      if (await bucket.find({ _id: id }).limit(1).next()) return;
      await db.collection(`${IMAGES_BUCKET}.chunks`).deleteMany({ files_id: id });
      await pipeline(Readable.from([data]), bucket.openUploadStreamWithId(id, `${id.toHexString()}.webp`, { metadata }));
    },
    findById: async (id: ObjectId): Promise<ImageFile | null> =>
      ((await bucket.find({ _id: id }).limit(1).next()) as ImageFile | null),
    openStream: (id: ObjectId) => bucket.openDownloadStream(id),
  };
}
