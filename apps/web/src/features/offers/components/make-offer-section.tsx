// "Make an offer" on a listing's page: for a signed-in person who is not its seller, while it is on
// sale. Their live offer (or the one just accepted) shows instead of the form, with what they may do
// now; otherwise a button opens the amount form, its bounds and the price guide's range beside it.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { OFFER_LIVE, type PublicProduct } from '@mobile-planet/shared';
import { Link } from '@/components/ui/link';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { useMakeOffer } from '../api/make-offer';
import { useListingOffer } from '../api/get-offers';
import { OfferAmountForm } from './offer-amount-form';
import { useNow } from '../utils/use-now';
import { OfferCard } from './offer-card';

interface MakeOfferSectionProps {
  product: Pick<PublicProduct, '_id' | 'resalePrice' | 'status' | 'sellerId'>;
  /** The price guide's range for this device, shown beside the amount. */
  guide?: ReactNode;
}

export function MakeOfferSection({ product, guide }: MakeOfferSectionProps) {
  const { t } = useTranslation('offers');
  const { user, loading } = useAuth();
  const me = useCurrentUser();
  const location = useLocation();
  const own = me.data !== undefined && product.sellerId !== undefined && me.data._id === product.sellerId;
  if (loading || own || product.status !== 'available') return null;
  return (
    <section aria-labelledby="offer-title" className="space-y-3 rounded-box bg-base-200 p-4">
      <h2 id="offer-title" className="text-lg font-semibold">
        {t('heading')}
      </h2>
      {user ? (
        <OfferOrForm product={product} guide={guide} email={me.data?.email} />
      ) : (
        <p className="text-sm">
          <Link to="/login" state={{ from: location }} className="link link-primary">
            {t('signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}

function OfferOrForm({ product, guide, email }: MakeOfferSectionProps & { email: string | undefined }) {
  const { t } = useTranslation('offers');
  const latest = useListingOffer(product._id, email);
  const make = useMakeOffer();
  const [open, setOpen] = useState(false);
  const now = useNow();
  const offer = latest.data;
  // A live offer, or one just accepted (the way to pay), stands in for the form.
  if (offer && (OFFER_LIVE.includes(offer.status) || offer.status === 'accepted')) {
    return <OfferCard offer={offer} now={now} showDevice={false} />;
  }
  return (
    <>
      <p className="text-sm text-base-content/70">{t('intro')}</p>
      {open ? (
        <OfferAmountForm
          askingPrice={product.resalePrice}
          label={t('amountLabel')}
          submitLabel={t('send')}
          guide={guide}
          onSubmit={async (amount) => {
            await make.mutateAsync({ productId: product._id, amount });
            setOpen(false);
          }}
        />
      ) : (
        <button type="button" className="btn btn-outline btn-primary w-full sm:w-fit" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('make')}
        </button>
      )}
    </>
  );
}
