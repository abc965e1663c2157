// Image addresses: a photo of our image store gets a srcset of its widths; any other image none.
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@mobile-planet/shared';
import { EAGER_IMAGES, imageLoading, imageSrcSet, resolveImageUrl } from './image-url';

const ID = '6b039a136cfd2e70aa48d7e5';

describe('resolveImageUrl', () => {
  it('makes a stored path absolute to the API and keeps any other URL', () => {
    expect(resolveImageUrl(`/images/${ID}`)).toBe(`/api/images/${ID}`);
    expect(resolveImageUrl('https://i.ibb.co/x/phone.jpg')).toBe('https://i.ibb.co/x/phone.jpg');
    expect(resolveImageUrl('')).toBeUndefined();
    expect(resolveImageUrl(undefined)).toBeUndefined();
  });
});

describe('imageSrcSet', () => {
  it('offers each width of a photo the API answered, absolute, then its full size', () => {
    const src = `http://127.0.0.1:5000/images/${ID}`;
    expect(imageSrcSet(src)).toBe(`${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=1024 1024w, ${src} 1600w`);
    // One entry per shared width, plus the full size: the API and the web agree on the list.
    expect(imageSrcSet(src)?.split(', ')).toHaveLength(IMAGE_WIDTHS.length + 1);
  });

  it('works for a stored path and for an API behind a path prefix', () => {
    expect(imageSrcSet(`/images/${ID}`)).toBe(
      `/api/images/${ID}?w=320 320w, /api/images/${ID}?w=640 640w, /api/images/${ID}?w=1024 1024w, /api/images/${ID} 1600w`,
    );
    expect(imageSrcSet(`https://mobileplanet.example/api/images/${ID}`)?.startsWith(`https://mobileplanet.example/api/images/${ID}?w=320 320w`)).toBe(true);
  });

  it.each([
    ['another host’s picture', 'https://i.ibb.co/abc/phone.jpg'],
    ['a data: URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a blob: URL (a photo being chosen)', 'blob:http://127.0.0.1:5173/0c6f0d6e-2f2c-4c38-9d3e-6d5b2c1f0a11'],
    ['a store URL that already has a query', `http://127.0.0.1:5000/images/${ID}?w=320`],
    ['not an image id', 'http://127.0.0.1:5000/images/logo.png'],
    ['nothing', undefined],
    ['an empty string', ''],
  ])('none for %s', (_what, img) => {
    expect(imageSrcSet(img)).toBeUndefined();
  });
});

describe('imageLoading', () => {
  it('fetches the first image of a list first, the next ones at once, the rest lazily', () => {
    expect(EAGER_IMAGES).toBeGreaterThan(1);
    expect(imageLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES - 1)).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES)).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(imageLoading(30)).toEqual({ loading: 'lazy', decoding: 'async' });
  });

  it('raises no first image below a larger picture (the home page’s hero)', () => {
    expect(imageLoading(0, { lead: false })).toEqual({ loading: 'eager' });
    expect(imageLoading(EAGER_IMAGES, { lead: false })).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
