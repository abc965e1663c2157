// A listing's NEIR status as its seller stated it: "Registered in NEIR", or "Not registered in NEIR".
// A listing of unknown status (made before sellers were asked, or a device without an IMEI) shows none.
import { useTranslation } from 'react-i18next';
import type { NeirStatus } from '@mobile-planet/shared';

const TONE: Record<NeirStatus, string> = {
  registered: 'badge-success',
  unregistered: 'badge-warning',
};

export function NeirBadge({ neir }: { neir: NeirStatus | undefined }) {
  const { t } = useTranslation('catalog');
  if (!neir) return null;
  return <span className={`badge badge-soft whitespace-nowrap font-medium ${TONE[neir]}`}>{t(`neirBadge.${neir}`)}</span>;
}
