// POST /advertise: puts a listing in the home page's advertise section. The spec sends the whole
// product; the server reads only its _id.
import { useMutation } from '@tanstack/react-query';
import type { Product } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

interface AdvertiseResult {
  acknowledged: boolean;
  modifiedCount: number;
}

async function advertiseProduct(product: Product): Promise<AdvertiseResult> {
  const { data } = await api.post<AdvertiseResult>('/advertise', product);
  return data;
}

export function useAdvertiseProduct() {
  return useMutation({ mutationFn: advertiseProduct });
}
