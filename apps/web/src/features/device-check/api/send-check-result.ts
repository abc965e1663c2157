// POST /device-check/{token}: the check's result. The API compares the typed IMEI with the
// listing's and answers only whether it matched.
import { useMutation } from '@tanstack/react-query';
import type { DeviceCheckInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function sendCheckResult({ token, result }: { token: string; result: DeviceCheckInput }): Promise<{ imeiMatch: boolean | null }> {
  const { data } = await api.post<{ imeiMatch: boolean | null }>(`/device-check/${encodeURIComponent(token)}`, result);
  return data;
}

export function useSendCheckResult() {
  return useMutation({ mutationFn: sendCheckResult });
}
