// Reporting a listing: why (stolen, fake or wrong photos, wrong price, scam, other) and what is
// wrong, in words an Admin reads in the moderation queue. The form loads when the dialog first opens.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { SpinnerBlock } from '@/components/ui/spinner';

const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })));

interface ReportDialogProps {
  open: boolean;
  productId: string;
  onClose: () => void;
}

export function ReportDialog({ open, productId, onClose }: ReportDialogProps) {
  const { t } = useTranslation('moderation');
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      {/* The Modal mounts its content only while open: each opening starts a fresh form. */}
      <Suspense fallback={<SpinnerBlock />}>
        <ReportForm productId={productId} onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
