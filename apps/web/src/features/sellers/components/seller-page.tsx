// /seller/{id}: a seller's public page. Phones: the profile, their devices, then the reviews;
// wide screens put the reviews in a column beside the devices.
import { useTranslation } from 'react-i18next';
import type { PhoneListing, SellerProfile } from '@mobile-planet/shared';
import type { useSellerListings } from '../api/get-seller-listings';
import { SellerHeader } from './seller-header';
import { SellerListings } from './seller-listings';
import { SellerReviews } from './seller-reviews';
import { Link } from '@/components/ui/link';

interface SellerPageProps {
  profile: SellerProfile;
  profileUpdatedAt: number;
  listings: ReturnType<typeof useSellerListings>;
  onBook: (phone: PhoneListing) => void;
}

export function SellerPage({ profile, profileUpdatedAt, listings, onBook }: SellerPageProps) {
  const { t } = useTranslation('sellers');
  return (
    <div className="flex flex-col gap-6 px-4 py-6 sm:px-8 sm:py-8 lg:px-12">
      <div className="breadcrumbs -mb-4 text-sm">
        <ul>
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          <li aria-current="page" className="max-w-[14rem] truncate">
            {profile.name}
          </li>
        </ul>
      </div>
      <SellerHeader profile={profile} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SellerListings listings={listings} onBook={onBook} />
        <SellerReviews profile={profile} profileUpdatedAt={profileUpdatedAt} />
      </div>
    </div>
  );
}
