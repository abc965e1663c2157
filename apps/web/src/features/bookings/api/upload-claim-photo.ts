// POST /images: one photo of what is wrong with the device, stored by our API (multipart field
// `image`); its URL goes into the claim.
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

interface UploadAnswer {
  success: boolean;
  data?: { url?: string };
}

export async function uploadClaimPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  // Photos from a phone's camera on a slow connection take longer than the client's default timeout.
  const { data } = await api.post<UploadAnswer>('/images', form, { timeout: 120_000 });
  const url = data.data?.url;
  if (!data.success || !url) throw new Error(i18n.t('deals:photos.uploadFailed'));
  return url;
}
