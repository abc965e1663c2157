// Text placed in HTML or XML (a listing's head tags, the sitemap): the five characters markup
// gives a meaning to, as entities both languages read (&#39; rather than HTML-less &apos;).
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

export const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (c) => ENTITIES[c] ?? c);
