// POST /images: stores a listing photo and answers its URL, the shape an image host answers.
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

interface UploadAnswer {
  success: boolean;
  data?: { url?: string };
}

/** Uploads the photo as multipart field `image`; `onProgress` gets whole percents, 0 to 100. */
export async function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { data } = await api.post<UploadAnswer>('/images', form, {
    // Big photos on slow phone connections take longer than the client's default timeout.
    timeout: 120_000,
    // The percent under the photo while it goes (the client then sends it by XMLHttpRequest).
    onUploadProgress: ({ loaded, total }) => {
      if (onProgress && total) onProgress(Math.round((loaded / total) * 100));
    },
  });
  const url = data.data?.url;
  if (!data.success || !url) throw new Error(i18n.t('products:form.uploadFailed'));
  return url;
}
