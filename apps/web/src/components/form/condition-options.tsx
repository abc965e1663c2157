// A select's options for a device's condition (the listing form's, the price guide's), in the reader's words.
import { useTranslation } from 'react-i18next';
import { CONDITIONS } from '@mobile-planet/shared';

export function ConditionOptions() {
  const { t } = useTranslation('common');
  return (
    <>
      {CONDITIONS.map((c) => (
        <option key={c} value={c}>
          {t(`conditions.${c}`)}
        </option>
      ))}
    </>
  );
}
