// A listing's photos: up to LISTING_PHOTOS_MAX, in the seller's order, the first the cover. Files
// are only chosen here (the form uploads them on submit); each photo can move earlier or later
// and be removed with buttons, so the order is set by keyboard and touch alike.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MIME_TYPES, LISTING_PHOTOS_MAX } from '@mobile-planet/shared';
import { fieldAria } from '@/components/form/form-field';
import { FieldError } from '@/components/form/field-error';
import { FilePicker } from '@/components/ui/file-picker';
import { imageSrcSet, resolveImageUrl } from '@/lib/image-url';
import type { PhotoItem } from '../utils/add-product-schema';

interface PhotosFieldProps {
  id: string;
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  error?: string;
  disabled?: boolean;
}

let nextKey = 0;
/** A key for a newly chosen file: unique within the page. */
const fileItem = (file: File): PhotoItem => ({ key: `file-${(nextKey += 1)}`, file });

/** `photos` with the one at `from` moved to `to`. */
export function movePhoto(photos: PhotoItem[], from: number, to: number): PhotoItem[] {
  if (to < 0 || to >= photos.length || from === to) return photos;
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function PhotosField({ id, photos, onChange, error, disabled = false }: PhotosFieldProps) {
  const { t } = useTranslation('products');
  const list = useRef<HTMLUListElement>(null);
  // After a move, the moved photo's same button keeps the focus (its list item is drawn in its new place).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-focus="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  });

  const room = LISTING_PHOTOS_MAX - photos.length;
  const move = (from: number, to: number, button: 'earlier' | 'later') => {
    const next = movePhoto(photos, from, to);
    onChange(next);
    const key = photos[from]!.key;
    // At the list's end the button is disabled: the other one takes the focus.
    const atEnd = (button === 'earlier' && to === 0) || (button === 'later' && to === next.length - 1);
    focusAfterMove.current = `${key}:${atEnd ? (button === 'earlier' ? 'later' : 'earlier') : button}`;
  };

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('form.photos', { max: LISTING_PHOTOS_MAX })}
      </label>
      {photos.length > 0 && (
        <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('form.photosChosen')}>
          {photos.map((photo, index) => (
            <li key={photo.key} className="flex flex-col gap-1 rounded-box border border-base-300 p-2">
              <div className="relative">
                <PhotoThumb photo={photo} alt={t('form.photoAlt', { n: index + 1, total: photos.length })} />
                {index === 0 && <span className="badge badge-primary badge-sm absolute left-1 top-1">{t('form.cover')}</span>}
              </div>
              <div className="flex flex-wrap justify-between gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  data-focus={`${photo.key}:earlier`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1, 'earlier')}
                  aria-label={t('form.moveEarlierNamed', { n: index + 1 })}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  data-focus={`${photo.key}:later`}
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => move(index, index + 1, 'later')}
                  aria-label={t('form.moveLaterNamed', { n: index + 1 })}
                >
                  <span aria-hidden="true">→</span>
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  disabled={disabled}
                  onClick={() => onChange(photos.filter((p) => p.key !== photo.key))}
                  aria-label={t('form.removePhotoNamed', { n: index + 1 })}
                >
                  {t('form.removePhoto')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FilePicker
        {...fieldAria(id, error, 'hint')}
        chooseLabel={t('form.choosePhotos')}
        status={photos.length === 0 ? t('form.noPhotoChosen') : t('form.photosCount', { count: photos.length, max: LISTING_PHOTOS_MAX })}
        multiple
        accept={IMAGE_MIME_TYPES.join(',')}
        disabled={disabled || room <= 0}
        onChange={(event) => {
          const input = event.currentTarget;
          const files = Array.from(input.files ?? []);
          // Cleared at once, so the same file can be chosen again after removing it.
          input.value = '';
          // Beyond the room left the files are not taken; the hint says how many fit.
          if (files.length > 0) onChange([...photos, ...files.slice(0, Math.max(room, 0)).map(fileItem)]);
        }}
      />
      {error ? (
        <FieldError id={`${id}-error`} message={error} />
      ) : (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {room > 0 ? t('form.photosHint', { max: LISTING_PHOTOS_MAX }) : t('form.photosFull', { max: LISTING_PHOTOS_MAX })}
        </p>
      )}
    </div>
  );
}

/** A chosen file's preview, or a photo the listing already has. A file the browser cannot draw shows no broken image. */
function PhotoThumb({ photo, alt }: { photo: PhotoItem; alt: string }) {
  const file = 'file' in photo ? photo.file : null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const [broken, setBroken] = useState(false);
  const src = 'url' in photo ? photo.url : preview;
  if (!src || broken) return <div role="img" aria-label={alt} className="aspect-square w-full rounded-box bg-base-200" />;
  return (
    <img
      src={'url' in photo ? resolveImageUrl(src) : src}
      srcSet={'url' in photo ? imageSrcSet(src) : undefined}
      sizes="10rem"
      alt={alt}
      onError={() => setBroken(true)}
      className="aspect-square w-full rounded-box bg-base-200 object-cover"
    />
  );
}
