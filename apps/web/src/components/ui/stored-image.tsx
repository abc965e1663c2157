// A photo from the API's image store (a listing's, a booking's, a claim's): its address made
// absolute, and the widths the store serves offered to the browser, which picks one by `sizes`
// (how wide the photo shows). Another host's image keeps its one size.
import type { ComponentProps } from 'react';
import { imageSrcSet, resolveImageUrl } from '@/lib/image-url';

type StoredImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  /** The stored photo's address as the API gives it (`/images/{id}`). */
  src: string | null | undefined;
  sizes: string;
  alt: string;
};

export function StoredImage({ src, ...props }: StoredImageProps) {
  return <img {...props} src={resolveImageUrl(src)} srcSet={imageSrcSet(src)} />;
}
