// POST /products: lists a device. `img` is the URL POST /images answered.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateResult, ProductInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import { invalidateListings } from './listing-queries';
import { uploadImage } from './upload-image';

async function createProduct(input: ProductInput): Promise<CreateResult> {
  const { data } = await api.post<CreateResult>('/products', input);
  return data;
}

export interface NewListing {
  fields: Omit<ProductInput, 'img'>;
  photo: File;
}

/** Uploads the photo first, then creates the listing with its URL (spec §2 Add Product). */
export function useCreateListing({ onUploadProgress }: { onUploadProgress: (percent: number) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photo }: NewListing) => {
      const img = await uploadImage(photo, onUploadProgress);
      return createProduct({ ...fields, img });
    },
    onSuccess: () => invalidateListings(queryClient),
  });
}
