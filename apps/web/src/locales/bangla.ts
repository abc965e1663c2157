// Every Bangla word, for the server's renderer, which renders any page in either language. The
// browser loads bangla-browse.ts and bangla-more.ts as it needs them (lib/i18n.ts).
import { banglaBrowse } from './bangla-browse';
import { banglaMore } from './bangla-more';

export const banglaResources = { ...banglaBrowse, ...banglaMore };
