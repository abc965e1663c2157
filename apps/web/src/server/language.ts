// The language a page is rendered in on the server, as the browser would choose it (lib/i18n.ts):
// `?lang=`, else the reader's remembered choice (the `language` cookie the switch sets), else the
// first of ours among the browser's Accept-Language.
import { LANGUAGE_KEY } from '@/config/ui';
import { isLanguage, type Language } from '@/lib/i18n';

function fromCookie(cookieHeader: string | undefined): Language | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_KEY && isLanguage(value)) return value;
  }
  return null;
}

/** Accept-Language's tags by their q weight (absent: 1), the first that is ours. */
function fromAcceptLanguage(header: string | undefined): Language | null {
  const tags = (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.base && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((t) => t.base).find(isLanguage) ?? null;
}

export function requestLanguage(url: URL, headers: { cookie?: string; acceptLanguage?: string }): Language {
  const fromUrl = url.searchParams.get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  return fromCookie(headers.cookie) ?? fromAcceptLanguage(headers.acceptLanguage) ?? 'en';
}
