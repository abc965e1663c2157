// What an uploaded photo must be, and what we store instead: recognised by its bytes (never by
// the declared type), decoded with a pixel cap, turned upright, shrunk and re-encoded as WebP
// without its metadata (no camera GPS position leaves the seller's phone through us). At most
// STORED_IMAGE_MAX_SIDE a side: plenty for a listing page, far below a phone camera's.
import sharp from 'sharp';
import { STORED_IMAGE_MAX_SIDE } from '@mobile-planet/shared';
import { DomainError, invalid, tooLarge } from '../../domain/errors';

export const STORED_IMAGE_TYPE = 'image/webp';
/** Decoded-pixel cap: a 50 MP phone photo passes, a small file that inflates to gigapixels does not. */
const MAX_INPUT_PIXELS = 60_000_000;
const WEBP_QUALITY = 80;

type SourceFormat = 'jpeg' | 'png' | 'webp';

/** The format the file's first bytes announce, or null when it is not a JPEG, PNG or WebP. */
function sniffImageFormat(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  contentType: typeof STORED_IMAGE_TYPE;
  width: number;
  height: number;
}

/**
 * A stored photo at `width` px wide (never wider than it is), re-encoded as WebP: the smaller copies
 * GET /images/{id}?w= serves. Its input is our own stored bytes, so a failure here is ours (a 500).
 */
export async function resizeStoredImage(stored: Buffer, width: number): Promise<ProcessedImage> {
  const { data, info } = await sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: STORED_IMAGE_TYPE, width: info.width, height: info.height };
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalid('image_format_invalid', 'image');
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // The decoder libvips picks must agree with the bytes we sniffed.
    const meta = await source.metadata();
    if (meta.format !== format) throw invalid('image_format_invalid', 'image');
    const { data, info } = await source
      .rotate()
      .resize(STORED_IMAGE_MAX_SIDE, STORED_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: STORED_IMAGE_TYPE, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw tooLarge({ code: 'image_too_many_pixels', params: { maxMegapixels: MAX_INPUT_PIXELS / 1_000_000 } }, 'image');
    }
    throw invalid('image_unreadable', 'image');
  }
}
