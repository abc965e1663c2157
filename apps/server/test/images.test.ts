// POST /images and GET /images/:id on the real app: who may upload, what is accepted by its
// bytes, what is stored (upright, shrunk, WebP, no metadata) and how it is served back.
import { ObjectId } from 'mongodb';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MSG } from '@mobile-planet/shared';
import { brokenJpeg, jpegImage, oversizedFile, pixelBombPng, pngImage, textFile, webpImage } from './fixtures/images';
import { registerUser, type TestUser } from './support/identity';
import { startTestApp, type TestApp } from './support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let app: TestApp;
let seller: TestUser;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [seller, admin, buyer] = await Promise.all([registerUser(app, 'Seller'), registerUser(app, 'Admin'), registerUser(app, 'Buyer')]);
});
afterAll(() => app.stop());

const storedImages = () => app.server.db.db.collection('images.files').countDocuments();

function upload(user: TestUser | null, file: Buffer, filename = 'photo.png', contentType = 'image/png', field = 'image') {
  const req = app.http().post('/images');
  if (user) req.set(user.auth);
  return req.attach(field, file, { filename, contentType });
}

/** The id at the end of an answered URL, after checking the URL is ours. */
function idOf(url: string): string {
  expect(url).toMatch(/^http:\/\/api\.test\/images\/[a-f0-9]{24}$/);
  return url.slice(url.lastIndexOf('/') + 1);
}

const download = (id: string) =>
  app
    .http()
    .get(`/images/${id}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('POST /images: who may upload (docs/product.md#roles-and-permissions)', () => {
  test('anonymous: 401, nothing stored', async () => {
    const before = await storedImages();
    const res = await upload(null, await pngImage());
    expect(res.status).toBe(401);
    expect(await storedImages()).toBe(before);
  });

  test.each([
    // A Buyer uploads the photos of a warranty claim.
    ['Buyer', () => buyer],
    ['Seller', () => seller],
    ['Admin', () => admin],
  ])('%s: 201 with the image host answer, stored with its owner', async (_role, who) => {
    const user = who();
    const res = await upload(user, await pngImage());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { url: expect.any(String) } });
    const id = idOf(res.body.data.url);
    const file = await app.server.db.db.collection('images.files').findOne({ _id: new ObjectId(id) });
    expect(file?.metadata).toEqual({ contentType: 'image/webp', ownerEmail: user.email, width: 64, height: 48 });
  });
});

describe('what is stored and served', () => {
  test('a PNG comes back as WebP with the caching headers, and a 304 for a matching If-None-Match', async () => {
    const id = idOf((await upload(seller, await pngImage(120, 80))).body.data.url);
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(Number(res.headers['content-length'])).toBe((res.body as Buffer).length);
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 120, height: 80 });

    const again = await app.http().get(`/images/${id}`).set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(`"${id}"`);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.text ?? '').toBe('');

    const otherTag = await app.http().get(`/images/${id}`).set('If-None-Match', '"something-else"');
    expect(otherTag.status).toBe(200);
  });

  test('a large noisy JPEG is shrunk to fit 1600x1600 and served whole across GridFS chunks', async () => {
    const jpeg = await jpegImage(2400, 1200, { noisy: true });
    expect(jpeg.length).toBeLessThan(MAX_IMAGE_BYTES);
    const id = idOf((await upload(seller, jpeg, 'camera.jpg', 'image/jpeg')).body.data.url);
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const body = res.body as Buffer;
    // More than one 255 kB GridFS chunk, and every byte of it arrives.
    expect(body.length).toBeGreaterThan(255 * 1024);
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    // The stored record agrees with the pixels.
    const file = await app.server.db.db.collection('images.files').findOne({ _id: new ObjectId(id) });
    expect(file?.metadata).toMatchObject({ width: 1600, height: 800 });
    expect(file?.length).toBe(body.length);
  });

  test('a JPEG turned by its EXIF orientation is stored upright, without its metadata', async () => {
    const jpeg = await jpegImage(300, 200, { orientation: 6 });
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const id = idOf((await upload(seller, jpeg, 'portrait.jpg', 'image/jpeg')).body.data.url);
    const meta = await sharp((await download(id)).body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  test('a small image is not enlarged; a WebP upload is accepted', async () => {
    const id = idOf((await upload(seller, await webpImage(40, 30), 'small.webp', 'image/webp')).body.data.url);
    expect(await sharp((await download(id)).body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  test('the declared type does not matter: a real PNG sent as application/octet-stream is accepted', async () => {
    const res = await upload(seller, await pngImage(), 'blob', 'application/octet-stream');
    expect(res.status).toBe(201);
  });
});

describe('what is refused, with nothing stored', () => {
  let before: number;
  beforeEach(async () => {
    before = await storedImages();
  });
  afterEach(async () => {
    expect(await storedImages()).toBe(before);
  });

  test('a text file renamed .png and declared image/png: 400', async () => {
    const res = await upload(seller, textFile(), 'phone.png', 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The photo must be a JPEG, PNG or WebP image');
  });

  test('a JPEG header followed by garbage: 400', async () => {
    const res = await upload(seller, brokenJpeg(), 'phone.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be read/);
  });

  test('a GIF (a real image, not one we take): 400', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).gif().toBuffer();
    const res = await upload(seller, gif, 'phone.gif', 'image/gif');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The photo must be a JPEG, PNG or WebP image');
  });

  test('more than 5 MB: 413', async () => {
    const res = await upload(seller, oversizedFile(MAX_IMAGE_BYTES + 1), 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The image is larger than 5 MB');
  });

  test('a decompression bomb (a tiny PNG claiming 20000x20000 pixels): 413 without decoding it', async () => {
    const bomb = pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    const res = await upload(seller, bomb, 'bomb.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too many pixels/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('no file: 400 Photo is required', async () => {
    const res = await app.http().post('/images').set(seller.auth).field('note', 'no photo here');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'validation_failed', message: MSG.photoRequired, errors: { image: MSG.photoRequired }, fieldCodes: { image: 'photoRequired' } });
  });

  test('not multipart at all: 400 Photo is required', async () => {
    const res = await app.http().post('/images').set(seller.auth).send({ image: 'http://elsewhere.test/a.png' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.photoRequired);
  });

  test('the file in another field: 400 naming the field', async () => {
    const res = await upload(seller, await pngImage(), 'photo.png', 'image/png', 'photo');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${MSG.photoRequired}: send it in the form field "image"`);
  });

  test('a cut-off multipart body: 400, not a server error', async () => {
    const res = await app
      .http()
      .post('/images')
      .set(seller.auth)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The upload could not be read/);
  });

  test('an operator in the query: 400', async () => {
    const res = await upload(seller, await pngImage()).query({ 'x[$ne]': '' });
    expect(res.status).toBe(400);
  });
});

describe('GET /images/:id', () => {
  test('a random id: 404', async () => {
    const res = await app.http().get(`/images/${new ObjectId().toHexString()}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No such image');
  });

  test.each(['not-an-id', encodeURIComponent('{"$ne":null}'), '1234'])('a malformed id (%s): 400', async (id) => {
    const res = await app.http().get(`/images/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MSG.idInvalid);
  });

  test('an operator in the query: 400', async () => {
    const id = idOf((await upload(seller, await pngImage())).body.data.url);
    const res = await app.http().get(`/images/${id}`).query('x[$ne]=');
    expect(res.status).toBe(400);
  });

  test('anyone may read an image, cross-origin', async () => {
    const id = idOf((await upload(seller, await pngImage())).body.data.url);
    const res = await app.http().get(`/images/${id}`).set('Origin', 'http://127.0.0.1:5173');
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
