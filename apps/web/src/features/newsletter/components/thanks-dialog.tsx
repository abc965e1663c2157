// The 'Thanks !' dialog after Subscribe Now, loaded when it opens: the home page's script does not
// carry a dialog most visitors never see.
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';

export default function ThanksDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['newsletter', 'common']);
  return (
    <Modal open onClose={onClose} title={t('common:newsletterThanksTitle')}>
      <p>{t('common:newsletterThanksBody')}</p>
      <div className="modal-action">
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('ok')}
        </button>
      </div>
    </Modal>
  );
}
