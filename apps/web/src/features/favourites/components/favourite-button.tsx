// The heart on a listing's card and page: keeps the listing in the reader's favourites, or lets it
// go. It is a toggle (aria-pressed); a signed-out reader is sent to sign in and comes back here.
// Not offered on one's own listing (the API refuses it anyway).
import { useTranslation } from 'react-i18next';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useSignedInAction } from '@/lib/use-signed-in-action';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useToggleFavourite } from '../hooks/use-toggle-favourite';

interface FavouriteButtonProps {
  productId: string;
  device: string;
  /** The listing's seller, when known: their own listing has no heart. */
  sellerId?: string | undefined;
  /** 'card': the heart alone (its name says which device); 'page': the heart with its words. */
  variant?: 'card' | 'page';
}

export function FavouriteButton({ productId, device, sellerId, variant = 'card' }: FavouriteButtonProps) {
  const { t } = useTranslation('favourites');
  const { user } = useAuth();
  const me = useCurrentUser();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const pressed = Boolean(user) && (ids.data?.ids.includes(productId) ?? false);
  const press = useSignedInAction(() => {
    const favourite = !pressed;
    toggle.mutate({ productId, favourite }, { onSuccess: () => toast.success(t(favourite ? 'button.added' : 'button.removed')) });
  });
  if (user && sellerId !== undefined && me.data?._id === sellerId) return null;

  const heart = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill={pressed ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );

  if (variant === 'page') {
    return (
      <button type="button" className={`btn btn-sm gap-1.5 ${pressed ? 'btn-secondary' : 'btn-outline'}`} aria-pressed={pressed} onClick={press}>
        {heart}
        {t('button.page')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-sm btn-circle ${pressed ? 'text-secondary' : 'text-base-content/70'}`}
      aria-pressed={pressed}
      aria-label={t('button.card', { device })}
      title={t('button.card', { device })}
      onClick={press}
    >
      {heart}
    </button>
  );
}
