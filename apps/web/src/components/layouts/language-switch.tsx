// বাংলা / English in the navbar: names the other language in that language's own words and script,
// so a reader who cannot read the current one still finds it. The choice is remembered (lib/i18n).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { setLanguage, type Language } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const target: Language = i18n.resolvedLanguage === 'bn' ? 'en' : 'bn';

  const handleClick = () => {
    setSwitching(true);
    setLanguage(target)
      .catch(() => toast.error(t('errors.offline')))
      .finally(() => setSwitching(false));
  };

  return (
    <button
      type="button"
      lang={target}
      className={`btn btn-ghost btn-sm min-h-10 px-2 font-semibold sm:btn-md ${target === 'bn' ? 'font-bangla-label' : ''}`}
      onClick={handleClick}
      disabled={switching}
    >
      {t('language.switchTo')}
    </button>
  );
}
