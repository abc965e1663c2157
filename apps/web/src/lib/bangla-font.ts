// The Bangla web font (public/fonts/bangla.css) is for a system with no Bengali font of its own.
// The server's page links it once it has painted with its photos (server/document.ts), so its
// 86 KB never compete with them on a slow link; the app links it when someone switches to Bangla.
export const BANGLA_FONT_STYLESHEET = '/fonts/bangla.css';

/** Links the stylesheet unless it is linked; resolves once it has loaded (or failed: the system's font stays). */
export function linkBanglaFont(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const linked = document.querySelector<HTMLLinkElement>(`link[href="${BANGLA_FONT_STYLESHEET}"]`);
  if (linked?.sheet) return Promise.resolve();
  const link = linked ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href: BANGLA_FONT_STYLESHEET });
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  if (!linked) document.head.append(link);
  return settled;
}
