// Data access for the image store: a GridFS bucket named 'images' in the app's database, and
// beside it 'images.widths', the smaller copies of each photo (one small document each).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Binary, GridFSBucket, ObjectId, type Db, type GridFSFile } from 'mongodb';
import { insertOnce } from '../../db/insert-once';

export const IMAGES_BUCKET = 'images';
export const IMAGE_WIDTHS_COLLECTION = `${IMAGES_BUCKET}.widths`;

export interface ImageMetadata {
  contentType: string;
  ownerEmail: string;
  width: number;
  height: number;
}

export type ImageFile = GridFSFile & { metadata?: ImageMetadata };

/**
 * A photo at one of IMAGE_WIDTHS, keyed `<image id>:<width>`: the first insert of a key wins, so
 * two requests that make the same copy at once store it once (both made the same bytes).
 */
interface ImageWidthDoc {
  _id: string;
  imageId: ObjectId;
  /** The width asked for (IMAGE_WIDTHS); `actualWidth` is never more than the photo's own. */
  width: number;
  actualWidth: number;
  height: number;
  contentType: string;
  data: Binary;
  createdAt: Date;
}

export interface StoredImageWidth {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const widthKey = (id: ObjectId, width: number) => `${id.toHexString()}:${width}`;

export function imagesRepository(db: Db) {
  const bucket = new GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  const widths = db.collection<ImageWidthDoc>(IMAGE_WIDTHS_COLLECTION);
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
    /** The whole stored photo, in memory (at most 1600 px a side: a few hundred kB). */
    async readAll(id: ObjectId): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async findWidth(id: ObjectId, width: number): Promise<StoredImageWidth | null> {
      const doc = await widths.findOne({ _id: widthKey(id, width) });
      return doc && { data: Buffer.from(doc.data.read(0, doc.data.length())), contentType: doc.contentType, width: doc.actualWidth, height: doc.height };
    },
    /** Stores a copy at `width` unless one is there already (another request's: the same bytes). */
    async insertWidth(id: ObjectId, width: number, image: StoredImageWidth): Promise<void> {
      await insertOnce(widths, {
        _id: widthKey(id, width), imageId: id, width, actualWidth: image.width, height: image.height,
        contentType: image.contentType, data: new Binary(image.data), createdAt: new Date(),
      });
    },
  };
}
