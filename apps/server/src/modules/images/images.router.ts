// POST /images stores a listing photo (the answer an image host gives); GET /images/:id serves it.
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { ObjectId } from 'mongodb';
import { MAX_IMAGE_BYTES, MSG, idParamSchema, noQuerySchema } from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { currentUser, requireUser } from '../auth/guards';
import { imagesService } from './images.service';

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
        return next(badRequest(`${MSG.photoRequired}: send it in the form field "image"`, { image: MSG.photoRequired }));
      }
      // Anything else multer or busboy trip on is a malformed or cut-off form, not our failure.
      next(badRequest(`The upload could not be read: ${(err as Error).message}`));
    });
}

export function imagesRouter(ctx: AppContext): Router {
  const router = Router();
  const images = imagesService(ctx);

  router.post('/images', requireUser(ctx), singleImageUpload(), async (req, res) => {
    parse(noQuerySchema, req.query);
    if (!req.file || req.file.size === 0) throw badRequest(MSG.photoRequired, { image: MSG.photoRequired });
    const { url } = await images.store(req.file.buffer, currentUser(req).email);
    res.status(201).json({ success: true, data: { url } });
  });

  router.get('/images/:id', async (req, res) => {
    parse(noQuerySchema, req.query);
    const id = new ObjectId(parse(idParamSchema, req.params).id);
    const file = await images.find(id);
    if (!file) throw notFound('No such image');

    res.set({
      'Content-Type': file.metadata?.contentType ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
      // The id names one immutable content, so it is a strong validator on its own.
      ETag: `"${id.toHexString()}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.set('Content-Length', String(file.length));
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
