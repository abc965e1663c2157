// Up to CLAIM_PHOTOS_MAX photos of what is wrong, each uploaded as soon as it is chosen (POST
// /images), so the claim itself sends only their URLs.
import { FilePicker } from '@/components/ui/file-picker';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_PHOTOS_MAX, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@mobile-planet/shared';
import { apiErrorMessage } from '@/lib/api-client';
import { StoredImage } from '@/components/ui/stored-image';
import { ErrorLine } from '@/components/ui/error-line';
import { Spinner } from '@/components/ui/spinner';
import { uploadClaimPhoto } from '../api/upload-claim-photo';

/** The largest photo, in MB as the words say it. */
const MAX_IMAGE_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

interface ClaimPhotosFieldProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  /** Tells the form an upload is running (the claim waits for it). */
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}

export function ClaimPhotosField({ photos, onChange, onUploadingChange, disabled = false }: ClaimPhotosFieldProps) {
  const { t } = useTranslation('deals');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    // Said here rather than after a 5 MB upload the API would refuse.
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('photos.tooLarge', { mb: MAX_IMAGE_MB }));
      return;
    }
    setUploading(true);
    onUploadingChange(true);
    try {
      const url = await uploadClaimPhoto(file);
      onChange([...photos, url]);
    } catch (err) {
      setError(apiErrorMessage(err));
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  const full = photos.length >= CLAIM_PHOTOS_MAX;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('photos.label', { max: CLAIM_PHOTOS_MAX })}
      </label>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label={t('photos.added')}>
          {photos.map((url, index) => (
            <li key={url} className="flex flex-col items-center gap-1">
              <StoredImage
                src={url}
                sizes="5rem"
                alt={t('photos.alt', { n: index + 1 })}
                className="h-20 w-20 rounded-box border border-base-300 object-cover"
              />
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                disabled={disabled || uploading}
                onClick={() => onChange(photos.filter((photo) => photo !== url))}
              >
                {t('photos.remove', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <FilePicker
          id={id}
          chooseLabel={t('photos.choose')}
          status={photos.length === 0 ? t('photos.noneChosen') : undefined}
          accept={IMAGE_MIME_TYPES.join(',')}
          disabled={disabled || uploading}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.item(0);
            // Cleared at once, so the same file can be chosen again after a failure.
            input.value = '';
            if (file) void upload(file);
          }}
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-base-content/70">
        {full ? t('photos.full', { max: CLAIM_PHOTOS_MAX }) : t('photos.hint', { mb: MAX_IMAGE_MB })}
      </p>
      {uploading && <Spinner size="sm" label={t('photos.uploading')} />}
      <ErrorLine message={error} />
    </div>
  );
}
