import { IMAGE_WIDTHS, STORED_IMAGE_MAX_SIDE } from '@mobile-planet/shared';
import { env } from './env';

/** Listing images are stored by the API (`/images/{id}`); make a relative one absolute to it. */
export function resolveImageUrl(img: string | undefined | null): string | undefined {
  if (!img) return undefined;
  if (/^(https?:|data:|blob:)/i.test(img)) return img;
  return `${env.API_URL}${img.startsWith('/') ? '' : '/'}${img}`;
}

/**
 * A photo of our image store: `…/images/<24 hex>` and nothing after it, relative (through the web
 * server's /api) or on the API's public address, which is how the API answers a listing's `img`.
 */
const STORED_PHOTO = /^(?:https?:\/\/[^/?#]+)?(?:\/[^?#]*)?\/images\/[a-f0-9]{24}$/i;

/**
 * `srcSet` for a photo of our image store: each of IMAGE_WIDTHS (`?w=`, never wider than the
 * photo) and the full size. Undefined for any other image (another host, data:, blob:), which has
 * its one size only. Pair it with a `sizes` that says how wide the image shows.
 */
export function imageSrcSet(img: string | undefined | null): string | undefined {
  const src = resolveImageUrl(img);
  if (!src || !STORED_PHOTO.test(src)) return undefined;
  return [...IMAGE_WIDTHS.map((w) => `${src}?w=${w} ${w}w`), `${src} ${STORED_IMAGE_MAX_SIDE}w`].join(', ');
}

/** How many images of a list load at once, not lazily: a phone's first screen, a wide screen's first row. */
export const EAGER_IMAGES = 4;

/**
 * Loading hints for the image at `index` of a list (0 for a page's one photo). The first may be
 * the page's largest paint, so it is fetched first (`lead: false` where a larger picture above it
 * is, as the home page's hero); the others up to EAGER_IMAGES load at once, and the browser raises
 * those it lays out on screen itself (a high priority for off-screen ones would only hold back the
 * first); the rest when scrolled near, decoded off the main thread.
 */
export function imageLoading(index: number, { lead = true }: { lead?: boolean } = {}) {
  if (index === 0 && lead) return { loading: 'eager', fetchPriority: 'high' } as const;
  if (index < EAGER_IMAGES) return { loading: 'eager' } as const;
  return { loading: 'lazy', decoding: 'async' } as const;
}
