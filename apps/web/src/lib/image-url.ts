import { env } from './env';

/** Listing images are stored by the API (`/images/{id}`); make a relative one absolute to it. */
export function resolveImageUrl(img: string | undefined | null): string | undefined {
  if (!img) return undefined;
  if (/^(https?:|data:|blob:)/i.test(img)) return img;
  return `${env.API_URL}${img.startsWith('/') ? '' : '/'}${img}`;
}
