// POST /bookings/{id}/device-check: the buyer's link to the device check, to open on the phone
// being sold (a new link each time; each expires on its own).
import { useMutation } from '@tanstack/react-query';
import type { DeviceCheckLink } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

async function getDeviceCheckLink(id: string): Promise<DeviceCheckLink> {
  const { data } = await api.post<DeviceCheckLink>(`/bookings/${encodeURIComponent(id)}/device-check`, {});
  return data;
}

export function useDeviceCheckLink() {
  return useMutation({ mutationFn: getDeviceCheckLink });
}
