// The language a page is rendered in on the server, as the browser would choose it (pickLanguage in
// lib/i18n.ts): `?lang=`, the remembered choice (the `language` cookie the switch sets), Accept-Language.
import { LANGUAGE_KEY } from '@/config/ui';
import { pickLanguage, type Language } from '@/lib/i18n';

function fromCookie(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_KEY && value) return value;
  }
  return null;
}

/** Accept-Language's tags, by their q weight (absent: 1), best first. */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.tag && Number.isFinite(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((t) => t.tag);
}

export function requestLanguage(url: URL, headers: { cookie?: string; acceptLanguage?: string }): Language {
  return pickLanguage({ fromUrl: url.searchParams.get('lang'), remembered: fromCookie(headers.cookie), accepted: acceptedTags(headers.acceptLanguage) });
}
