// POST /products/{id}/reports: a signed-in user who is not the seller reports a listing; the report
// goes to the Admins' moderation queue. One open report per user and listing (a second is a 409).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type CreateResult, type ReportInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

type ListingReport = { productId: string } & ReportInput;

async function reportListing({ productId, ...report }: ListingReport): Promise<CreateResult> {
  const { data } = await api.post<CreateResult>(`/products/${encodeURIComponent(productId)}/reports`, report);
  return data;
}

export function useReportListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportListing,
    // An Admin who reports sees it in their queue at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.moderation.all() }),
  });
}
