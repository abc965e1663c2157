// POST /products: lists a device with its photos (the URLs POST /images answered, the cover first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResult, ProductInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import type { PhotoItem } from '../utils/add-product-schema';
import { invalidateListings } from './listing-queries';
import { uploadPhotos } from './upload-photos';

async function createProduct(input: ProductInput): Promise<CreateResult> {
  const { data } = await api.post<CreateResult>('/products', input);
  return data;
}

export interface NewListing {
  fields: Omit<ProductInput, 'img' | 'photos'>;
  photos: PhotoItem[];
}

/** Uploads the photos first, then creates the listing with their URLs (spec §2 Add Product). */
export function useCreateListing({ onUploadProgress }: { onUploadProgress: (percent: number) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photos }: NewListing) => createProduct({ ...fields, photos: await uploadPhotos(photos, onUploadProgress) }),
    onSuccess: () => invalidateListings(queryClient),
  });
}
