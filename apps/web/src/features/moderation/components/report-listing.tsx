// The Report button on a listing's page, for signed-in users other than its seller (the API
// refuses the seller with a 403 anyway: the button is not offered to them).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth, useCurrentUser } from '@/lib/auth';
import { ReportDialog } from './report-dialog';

interface ReportListingProps {
  productId: string;
  /** The listing's seller; older listings may not say, and then only the API can tell. */
  sellerId: string | undefined;
}

export function ReportListing({ productId, sellerId }: ReportListingProps) {
  const { t } = useTranslation('moderation');
  const { user } = useAuth();
  const me = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user || !me.data || (sellerId !== undefined && me.data._id === sellerId)) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm gap-1.5 text-base-content/70" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 21V4m0 0h11l-2 4 2 4H5" />
        </svg>
        {t('report.button')}
      </button>
      <ReportDialog open={open} productId={productId} onClose={() => setOpen(false)} />
    </>
  );
}
