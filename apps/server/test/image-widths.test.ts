// GET /images/:id?w=: each stored photo at the widths of IMAGE_WIDTHS (the web's srcset), made at
// upload or, for a photo stored before widths existed, on its first request and kept; the caching
// headers of each; a width that is not one of them refused in the error shape.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS, MSG } from '@mobile-planet/shared';
import { IMAGE_WIDTHS_COLLECTION, IMAGES_BUCKET } from '../src/modules/images/images.repository';
import { jpegImage, pngImage } from './fixtures/images';
import { registerUser, type TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let app: TestApp;
let seller: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  seller = await registerUser(app, 'Seller');
});
afterAll(() => app.stop());

const widths = () => app.server.db.db.collection(IMAGE_WIDTHS_COLLECTION);
const storedWidthsOf = async (id: string) =>
  (await widths().find({ imageId: new ObjectId(id) }).sort({ width: 1 }).toArray()).map((d) => d.width as number);

/** Uploads a file as the seller; the new image's id. */
async function upload(file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Promise<string> {
  const res = await app.http().post('/images').set(seller.auth).attach('image', file, { filename, contentType });
  expect(res.status).toBe(201);
  return String(res.body.data.url).slice(-24);
}

/** GET /images/{path} with the body as bytes. */
const download = (path: string, headers: Record<string, string> = {}) =>
  app
    .http()
    .get(`/images/${path}`)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** A photo stored the way it was before widths existed: the GridFS file only, as the demo data's are. */
async function storeOldImage(width: number, height: number, metadata: Record<string, unknown> | undefined = undefined): Promise<string> {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).webp().toBuffer();
  const id = new ObjectId();
  const bucket = new GridFSBucket(app.server.db.db, { bucketName: IMAGES_BUCKET });
  const meta = metadata ?? { contentType: 'image/webp', ownerEmail: seller.email, width, height };
  await pipeline(Readable.from([data]), bucket.openUploadStreamWithId(id, `${id.toHexString()}.webp`, { metadata: meta }));
  return id.toHexString();
}

describe('a new upload at every width', () => {
  let id: string;
  beforeAll(async () => {
    // A 2000x1500 camera photo: stored at 1600x1200, and at each width below that.
    id = await upload(await jpegImage(2000, 1500));
  });

  test('the smaller widths are stored with the upload', async () => {
    expect(await storedWidthsOf(id)).toEqual([...IMAGE_WIDTHS]);
  });

  test.each(IMAGE_WIDTHS.map((w) => [w]))('?w=%i: WebP that wide, the same shape, cached for a year', async (w) => {
    const res = await download(`${id}?w=${w}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toBe(`"${id}-w${w}"`);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: w, height: (w * 3) / 4 });
  });

  test('without ?w= the full size, as before', async () => {
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
  });

  test('each width is its own validator: 304 for its own ETag, 200 for another width’s', async () => {
    const again = await download(`${id}?w=640`, { 'If-None-Match': `"${id}-w640"` });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(`"${id}-w640"`);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect((again.body as Buffer).length).toBe(0);

    expect((await download(`${id}?w=640`, { 'If-None-Match': `"${id}-w320"` })).status).toBe(200);
    expect((await download(`${id}?w=640`, { 'If-None-Match': `"${id}"` })).status).toBe(200);
  });

  test('a HEAD answers the headers of the width', async () => {
    const res = await app.http().head(`/images/${id}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.etag).toBe(`"${id}-w320"`);
  });
});

describe('a photo narrower than a width', () => {
  test('is served as it is (never enlarged), and no copy is stored', async () => {
    const id = await upload(await pngImage(500, 250), 'small.png', 'image/png');
    expect(await storedWidthsOf(id)).toEqual([320]);
    for (const w of [640, 1024]) {
      const res = await download(`${id}?w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(`"${id}"`);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 500, height: 250 });
    }
    expect(await storedWidthsOf(id)).toEqual([320]);
  });
});

describe('a photo stored before widths existed (older uploads, the demo data)', () => {
  test('is served at a width on its first request, and that copy is kept', async () => {
    const id = await storeOldImage(800, 600);
    expect(await storedWidthsOf(id)).toEqual([]);

    const first = await download(`${id}?w=320`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(IMMUTABLE);
    expect(first.headers.etag).toBe(`"${id}-w320"`);
    expect(await sharp(first.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await storedWidthsOf(id)).toEqual([320]);

    const second = await download(`${id}?w=320`);
    expect(second.status).toBe(200);
    expect(Buffer.compare(second.body as Buffer, first.body as Buffer)).toBe(0);
    // Its full size is still the stored photo.
    expect(await sharp((await download(id)).body as Buffer).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  test('many requests for the same missing width at once: all answered the same bytes, one copy stored', async () => {
    const id = await storeOldImage(1200, 900);
    const answers = await Promise.all(Array.from({ length: 6 }, () => download(`${id}?w=640`)));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 640, height: 480 });
      expect(Buffer.compare(res.body as Buffer, answers[0]!.body as Buffer)).toBe(0);
    }
    expect(await storedWidthsOf(id)).toEqual([640]);
  });

  test('one whose width was never recorded still gets its widths', async () => {
    const id = await storeOldImage(700, 350, { contentType: 'image/webp', ownerEmail: seller.email });
    const res = await download(`${id}?w=1024`);
    expect(res.status).toBe(200);
    // Not enlarged: the copy is the photo's own 700 px.
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 700, height: 350 });
    expect((await download(`${id}?w=320`)).status).toBe(200);
  });
});

describe('what is refused', () => {
  let id: string;
  beforeAll(async () => {
    id = await upload(await jpegImage(400, 300));
  });

  test.each([['300'], ['2048'], ['abc'], [''], ['0320'], ['-320'], ['320.5']])('?w=%s: 400 naming the widths, never a 500', async (w) => {
    const res = await app.http().get(`/images/${id}?w=${encodeURIComponent(w)}`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(res.body).toMatchObject({ message: IMAGE_WIDTH_MESSAGE, errors: { w: IMAGE_WIDTH_MESSAGE } });
  });

  test('a repeated w, an object-shaped w or another parameter: 400', async () => {
    for (const query of ['w=320&w=640', 'w[$ne]=1', 'width=320']) {
      const res = await app.http().get(`/images/${id}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.errors).toEqual(expect.any(Object));
    }
    expect((await app.http().get(`/images/${id}?width=320`)).body.errors).toEqual({ width: MSG.queryParamUnknown });
  });

  test('a width of an image that does not exist: 404 in the error shape', async () => {
    const res = await app.http().get(`/images/${new ObjectId().toHexString()}?w=320`);
    expect(res.status).toBe(404);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
