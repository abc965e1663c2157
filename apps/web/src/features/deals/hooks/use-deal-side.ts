// The signed-in viewer's side of a deal; undefined while who they are is still loading.
import type { Booking } from '@mobile-planet/shared';
import { useAdmin, useAuth, useCurrentUser } from '@/lib/auth';
import type { DealSide } from '@/lib/deal-status';
import { dealSide } from '../utils/deal-side';

export function useDealSide(deal: Booking | undefined): DealSide | undefined {
  const { user } = useAuth();
  const me = useCurrentUser();
  const { isAdmin, isAdminLoading } = useAdmin();
  if (!deal) return undefined;
  const isBuyer = Boolean(user?.email) && deal.email.toLowerCase() === user?.email?.toLowerCase();
  if (!isBuyer && (me.isPending || isAdminLoading)) return undefined;
  return dealSide(deal, { email: user?.email, userId: me.data?._id, isAdmin });
}
