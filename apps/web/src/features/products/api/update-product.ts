// PATCH /products/{id}: the seller (or an Admin) changes an available listing; new photos are
// uploaded first. Every view of listings, and the listing's own page, show the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Product, type ProductEdit } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';
import type { PhotoItem } from '../utils/add-product-schema';
import { invalidateListings } from './listing-queries';
import { uploadPhotos } from './upload-photos';

async function updateProduct(id: string, edit: ProductEdit): Promise<Product> {
  const { data } = await api.patch<Product>(`/products/${encodeURIComponent(id)}`, edit);
  return data;
}

export interface ListingEdit {
  id: string;
  /** Only the fields the seller changed. */
  fields: Omit<ProductEdit, 'photos' | 'imei' | 'imei2'>;
  /** The whole ordered list, when the seller changed it. */
  photos?: PhotoItem[];
}

export function useUpdateListing({ onUploadProgress }: { onUploadProgress: (percent: number) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, fields, photos }: ListingEdit) =>
      updateProduct(id, { ...fields, ...(photos ? { photos: await uploadPhotos(photos, onUploadProgress) } : {}) }),
    onSuccess: (product) => {
      queryClient.setQueryData(queryKeys.product.edit(product._id), product);
      // The listing's page is among these (queryKeys.product.all()).
      return invalidateListings(queryClient);
    },
  });
}
