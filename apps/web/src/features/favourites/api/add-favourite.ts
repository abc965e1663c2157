// PUT /me/favourites/{productId}: keeps a listing (idempotent: pressing twice keeps it once).
import { api } from '@/lib/api-client';

export async function addFavourite(productId: string): Promise<void> {
  await api.put(`/me/favourites/${encodeURIComponent(productId)}`, {});
}
