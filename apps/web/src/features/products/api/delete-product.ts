// DELETE /products/{id}: takes the owner's (or an admin's) listing off the market.
import { useMutation } from '@tanstack/react-query';
import type { DeleteResult } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function deleteProduct(id: string): Promise<DeleteResult> {
  const { data } = await api.delete<DeleteResult>(`/products/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteProduct() {
  return useMutation({ mutationFn: deleteProduct });
}
