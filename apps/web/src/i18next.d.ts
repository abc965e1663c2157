// Keys are checked against the English catalogues: a t('…') that names no English text does not compile.
import 'i18next';
import type { englishResources } from './locales/english';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof englishResources;
  }
}
