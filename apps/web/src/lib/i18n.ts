// The web's words in English and Bangla (i18next). The words of the first pages (home, a category,
// search) come in two groups per language: English's first group is bundled and is every key's
// fallback; the rest of English, and Bangla, load as chunks when a screen or the reader needs them
// (the backend below). The choice comes from `?lang=` (a shared link, the Lighthouse script), then
// what the reader chose before, then the browser's languages; a choice (the switch, ?lang=) is
// remembered (also in a cookie, for the server's renderer), and <html lang> follows the language.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@mobile-planet/shared';
import { LANGUAGE_KEY } from '@/config/ui';
import { linkBanglaFont } from '@/lib/bangla-font';
import { englishBrowse } from '@/locales/english-browse';

export type { Language };

/** The locale each language formats numbers, prices and dates in (Bangla digits in Bangla). */
const INTL_LOCALE: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

export const i18n = i18next.createInstance();


function isLanguage(value: unknown): value is Language {
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

/**
 * The language to open in: `?lang=`, else the reader's earlier choice, else the first of the
 * reader's languages (their tags, by preference) that is ours, else English. The browser
 * (detectLanguage) and the server's renderer (server/language.ts) choose by this one order.
 */
export function pickLanguage(choices: { fromUrl?: string | null; remembered?: string | null; accepted: readonly string[] }): Language {
  const bases = choices.accepted.map((tag) => tag.toLowerCase().split('-')[0]);
  return [choices.fromUrl, choices.remembered, ...bases].find(isLanguage) ?? 'en';
}

/** The language to open in, by pickLanguage: the address, this browser's stored choice, its languages. */
export function detectLanguage(): Language {
  return pickLanguage({ fromUrl: languageInUrl(), remembered: storedLanguage(), accepted: navigator.languages ?? [navigator.language] });
}

/**
 * Both weights of the Bangla font fetched beside the words (document.fonts.load starts them, where
 * the system has no Bengali font of its own) and ready before the first Bangla paint, waiting at
 * most a second, so the text does not jump when the font lands.
 */
function banglaFontReady(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  const fonts = linkBanglaFont().then(() =>
    Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "MP Bangla"`, 'বাংলা'))),
  );
  return Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => undefined);
}

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

type Words = Record<string, ResourceKey>;

/** Each language's word groups: the first pages' words, and the rest. */
const WORD_GROUPS: Record<Language, { browse: () => Promise<Words>; more: () => Promise<Words> }> = {
  en: {
    browse: () => Promise.resolve(englishBrowse),
    more: () => import('@/locales/english-more').then((m) => m.englishMore),
  },
  bn: {
    browse: () => import('@/locales/bangla-browse').then((m) => m.banglaBrowse),
    more: () => import('@/locales/bangla-more').then((m) => m.banglaMore),
  },
};

/** The namespaces of the first pages: what the app starts with (the rest: {@link loadAllWords}). */
const BROWSE_NAMESPACES: ReadonlySet<string> = new Set([...Object.keys(englishBrowse), 'apiErrors']);

/** i18next asks for a namespace in a language; the group that has it is one chunk (one request, cached). */
const wordGroupsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    if (!isLanguage(language)) return done(null, {});
    const group = BROWSE_NAMESPACES.has(namespace) ? 'browse' : 'more';
    WORD_GROUPS[language][group]().then(
      (words) => done(null, words[namespace] ?? {}),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

/** i18next set up once: English's first words bundled, the rest through the backend. */
async function setUp(): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(wordGroupsBackend)
      .use(initReactI18next)
      .init({
        resources: { en: { ...englishBrowse } }, // a copy: i18next adds the namespaces it loads to it
        partialBundledLanguages: true,
        lng: 'en',
        fallbackLng: 'en',
        supportedLngs: LANGUAGES,
        ns: [...BROWSE_NAMESPACES], // a copy: i18next adds each namespace it loads to this list
        defaultNS: 'common',
        // React escapes what it renders.
        interpolation: { escapeValue: false },
        initAsync: false,
      });
  }
}

/**
 * The words of every screen, in the current language (and English, the fallback): a screen other
 * than the first pages loads them with its chunk (app/router.tsx), so it renders whole at once.
 */
export async function loadAllWords(): Promise<void> {
  await setUp();
  await i18n.loadNamespaces(Object.keys(await WORD_GROUPS.en.more()));
}

/** Ready before the first render, in `language` (detected when not given). */
export async function initI18n(language: Language = detectLanguage()): Promise<void> {
  await setUp();
  // A link that opens in a language (?lang=) chooses it, as the switch does. The page on screen is
  // already painted: its font is linked, not waited for.
  const remember = languageInUrl() === language;
  await setLanguage(language, { remember, awaitFont: false }).catch(() => setLanguage('en', { remember: false }));
}

/** Switch the whole app to `language`, loading its words (and its font) first; remembered unless told not to. */
export async function setLanguage(language: Language, options: { remember?: boolean; awaitFont?: boolean } = {}): Promise<void> {
  // Remembered at once: a page left before the words arrive still opens in the choice next time.
  if (options.remember ?? true) remember(language);
  const previous = currentLanguage();
  // changeLanguage loads the language's words for every namespace in use; the font beside them.
  const font = language !== 'bn' ? null : (options.awaitFont ?? true) ? banglaFontReady() : void linkBanglaFont();
  await Promise.all([i18n.changeLanguage(language), font]);
  if (i18n.resolvedLanguage !== language) {
    // Its words did not arrive (offline): stay in the language the reader could read.
    await i18n.changeLanguage(previous);
    throw new Error(`The ${language} words did not load`);
  }
}

/**
 * The server's renderer (src/server/render.tsx): every word of both languages at hand (passed in,
 * so the browser's bundle never holds them), none remembered. It switches with
 * {@link switchLanguageNow} before each page, as pages in both languages interleave.
 */
export async function initI18nForServer(words: Record<Language, Words>): Promise<void> {
  await setUp();
  for (const language of LANGUAGES) {
    for (const [namespace, resources] of Object.entries(words[language])) i18n.addResourceBundle(language, namespace, resources, true, true);
  }
  await i18n.loadNamespaces(Object.keys(words.en));
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
