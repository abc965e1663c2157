// DELETE /me/favourites/{productId}: lets a listing go (idempotent).
import { api } from '@/lib/api-client';

export async function removeFavourite(productId: string): Promise<void> {
  await api.delete(`/me/favourites/${encodeURIComponent(productId)}`);
}
