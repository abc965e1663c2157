// A listing's photos on its page: the chosen one large (the cover first), the others as a row of
// thumbnails that fits a 360 px phone without scrolling sideways. Previous/next buttons, the arrow
// keys and a swipe move through them; each photo is named by the device and its place.
import { useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageLoading } from '@/lib/image-url';
import { StoredImage } from '@/components/ui/stored-image';

/** How far (px) a finger must move sideways for a swipe to change the photo. */
const SWIPE_PX = 40;

interface ProductGalleryProps {
  deviceName: string;
  photos: string[];
  /** `sizes` of the large photo: how wide it shows at each screen width. */
  sizes: string;
  /** Drawn over the large photo (the Sold badge). */
  overlay?: ReactNode;
}

export function ProductGallery({ deviceName, photos, sizes, overlay }: ProductGalleryProps) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const index = Math.min(shown, count - 1);
  const many = count > 1;
  // One photo is the device itself (as before galleries); of several, each says which it is.
  const altOf = (i: number) => (many ? t('gallery.photoAlt', { device: deviceName, n: i + 1, total: count }) : deviceName);
  const go = (i: number) => setShown((i + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? index + 1 : index - 1);
  };

  const src = photos[index]!;
  return (
    <section aria-label={t('gallery.label', { device: deviceName })} className="flex min-w-0 flex-col gap-3" onKeyDown={many ? onKeyDown : undefined}>
      <figure
        className="relative aspect-square overflow-hidden rounded-box border border-base-300 bg-base-200 p-6"
        onTouchStart={many ? onTouchStart : undefined}
        onTouchEnd={many ? onTouchEnd : undefined}
      >
        <StoredImage
          key={src}
          src={src}
          sizes={sizes}
          {...imageLoading(index === 0 ? 0 : 1)}
          alt={altOf(index)}
          width={600}
          height={600}
          className="h-full w-full object-contain"
        />
        {overlay}
        {many ? (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute left-2 top-1/2 -translate-y-1/2 bg-base-100/90"
              onClick={() => go(index - 1)}
              aria-label={t('gallery.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute right-2 top-1/2 -translate-y-1/2 bg-base-100/90"
              onClick={() => go(index + 1)}
              aria-label={t('gallery.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </figure>
      {many ? (
        <ul className="grid grid-cols-6 gap-2">
          {photos.map((photo, i) => (
            <li key={photo}>
              {/* Named by its photo's words; the shown one is marked current. */}
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-current={i === index ? 'true' : undefined}
                className={`block w-full overflow-hidden rounded-box border-2 ${i === index ? 'border-primary' : 'border-base-300'}`}
              >
                <StoredImage
                  src={photo}
                  sizes="4rem"
                  loading="lazy"
                  decoding="async"
                  alt={altOf(i)}
                  className="aspect-square w-full bg-base-200 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
