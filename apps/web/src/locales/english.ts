// Every English word: English is the spec's words and every key's fallback. The browser bundles
// english-browse.ts and loads english-more.ts when a screen needs it; the server's renderer and
// the types (i18next.d.ts) take them all.
import { englishBrowse } from './english-browse';
import { englishMore } from './english-more';

export const englishResources = { ...englishBrowse, ...englishMore };
