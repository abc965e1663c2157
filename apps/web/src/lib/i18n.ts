// The web's words in English and Bangla (i18next). English is bundled and is every key's fallback;
// Bangla's catalogues load the first time someone chooses Bangla. The choice comes from `?lang=`
// (a shared link, the Lighthouse script), then what the reader chose before, then the browser's
// languages; a choice (the switch, ?lang=) is remembered (also in a cookie, for the server's
// renderer), and <html lang> follows the language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from '@/config/ui';
import { englishResources, type Namespace } from '@/locales/english';

const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale each language formats numbers, prices and dates in (Bangla digits in Bangla). */
const INTL_LOCALE: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

export const i18n = i18next.createInstance();


export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (private mode): choose afresh
  }
}

/** A year: the language cookie outlives a visit, as local storage does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; the choice still holds for this page.
  }
  // Also a cookie: the server renders the next page in it (src/server/language.ts).
  document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** `?lang=` of the address the app opened at, when it names one of ours. */
function languageInUrl(): Language | null {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(fromUrl) ? fromUrl : null;
}

/** The language to open in: `?lang=`, else the reader's earlier choice, else the browser's first of ours. */
export function detectLanguage(): Language {
  const fromUrl = languageInUrl();
  if (fromUrl) return fromUrl;
  const stored = storedLanguage();
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

let banglaLoaded: Promise<void> | null = null;

/**
 * Both weights of the Bangla font fetched beside the words (document.fonts.load starts them) and
 * ready before the first Bangla paint, waiting at most a second, so the text does not jump when
 * the font lands.
 */
function banglaFontReady(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const fonts = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "MP Bangla"`, 'বাংলা')));
  return Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => undefined);
}

function loadBangla(): Promise<void> {
  banglaLoaded ??= Promise.all([import('@/locales/bangla'), banglaFontReady()]).then(
    ([{ banglaResources }]) => {
      for (const [namespace, words] of Object.entries(banglaResources)) i18n.addResourceBundle('bn', namespace, words, true, true);
    },
    (err: unknown) => {
      banglaLoaded = null; // a failed download (offline) may work on the next try
      throw err;
    },
  );
  return banglaLoaded;
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** English bundled, Bangla when asked for: i18next set up once. */
async function setUp(): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: englishResources },
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      ns: Object.keys(englishResources) as Namespace[],
      defaultNS: 'common',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
}

/** Ready before the first render, in `language` (detected when not given). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await setUp();
  // A link that opens in a language (?lang=) chooses it, as the switch does.
  await setLanguage(language, { remember: languageInUrl() === language }).catch(() => setLanguage('en', { remember: false }));
}

/** Switch the whole app to `language`, loading its words first; remembered unless told not to. */
export async function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  // Remembered at once: a page left before the words arrive still opens in the choice next time.
  if (options.remember ?? true) remember(language);
  if (language === 'bn') await loadBangla();
  await i18n.changeLanguage(language);
}

/**
 * The server's renderer (src/server/render.tsx): both languages' words at hand, none remembered.
 * It switches with {@link switchLanguageNow} before each page, as pages in both languages interleave.
 */
export async function initI18nForServer(): Promise<void> {
  await setUp();
  await loadBangla();
}

/** Switch at once (both languages' words are loaded): the server renders each page synchronously after this. */
export function switchLanguageNow(language: Language): void {
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next did not switch to ${language} at once`);
}

function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/** The Intl locale of the current language: 'en-BD' or 'bn-BD'. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}
