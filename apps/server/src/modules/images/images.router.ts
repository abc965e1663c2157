// POST /images stores a listing photo (the answer an image host gives); GET /images/:id serves it,
// at full size or, with ?w=, at one of IMAGE_WIDTHS.
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { ObjectId } from 'mongodb';
import { MAX_IMAGE_BYTES, MSG, idParamSchema, imageQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import type { AppServices } from '../../services';
import { invalid, notFound, validationFailed } from '../../domain/errors';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';

/** Stored images never change (a new photo gets a new id), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One file in field `image`, held in memory (at most 5 MB) until it is checked and re-encoded. */
function singleImageUpload(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  }).single('image');
  return (req, res, next) =>
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      // Too large is the error handler's 413.
      if (code === 'LIMIT_FILE_SIZE') return next(err);
      // A file under another name: say which field the photo belongs in.
      if (code === 'LIMIT_UNEXPECTED_FILE') {
        return next(invalid('photo_wrong_field', { image: MSG.photoRequired }));
      }
      // Anything else multer or busboy trip on is a malformed or cut-off form, not our failure.
      next(invalid({ code: 'upload_unreadable', params: { detail: (err as Error).message } }));
    });
}

export function imagesRouter(ctx: AppContext, services: AppServices): Router {
  const router = Router();
  const images = services.images;

  router.post('/images', requireUser(ctx, services.users), singleImageUpload(), async (req, res) => {
    if (!req.file || req.file.size === 0) throw validationFailed({ image: MSG.photoRequired });
    const { url } = await images.store(req.file.buffer, currentUser(req).email);
    res.status(201).json({ success: true, data: { url } });
  });

  router.get('/images/:id', async (req, res) => {
    const { w } = parse(imageQuerySchema, req.query);
    const id = new ObjectId(parse(idParamSchema, req.params).id);
    const file = await images.find(id);
    if (!file) throw notFound('image_not_found');

    // ?w= below the photo's own width is a smaller copy; any other width is the photo itself.
    const width = w !== undefined && images.isSmallerWidth(file, w) ? w : undefined;
    res.set({
      'Cache-Control': IMMUTABLE,
      // The id (and the width) names one immutable content, so it is a strong validator on its own.
      ETag: `"${id.toHexString()}${width ? `-w${width}` : ''}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (width) {
      // Made (and kept) on its first request when the photo predates widths. Should that fail,
      // the error answer must not carry the year-long caching.
      const copy = await images.atWidth(file, width).catch((err: unknown) => {
        res.removeHeader('Cache-Control');
        res.removeHeader('ETag');
        throw err;
      });
      res.set({ 'Content-Type': copy.contentType, 'Content-Length': String(copy.data.length) }).end(copy.data);
      return;
    }
    res.set({ 'Content-Type': file.metadata?.contentType ?? 'application/octet-stream', 'Content-Length': String(file.length) });
    try {
      await pipeline(images.openStream(id), res);
    } catch (err) {
      // Headers are gone by now: a client that left is normal, anything else is worth a log line.
      if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.logger.error({ err, id: id.toHexString() }, 'image stream failed');
      res.destroy();
    }
  });

  return router;
}
