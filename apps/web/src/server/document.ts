// A server-rendered page's document: the built index.html with the screen's HTML in #root, the
// state that hydrates it, `<html lang>` and the site's title in the page's language. Its scripts
// start once the page has painted with its photos: on a slow link the stylesheet and the photos
// get the bandwidth first, and the app's script (which the painted page does not need to be seen)
// follows.
import { BANGLA_FONT_STYLESHEET } from '@/lib/bangla-font';
import type { Language } from '@/lib/i18n';
import { SERVER_RENDER_ELEMENT_ID, type ServerRender } from '@/lib/server-render';

const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
const SITE_TITLE = /(<title id="site-title">)[^<]*(<\/title>)/;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The entry script, its preloads and the Bangla web font's stylesheet (for a system with no Bengali
 * font), asked for after the load event, the photos' decoding and the paint after it.
 */
function scriptsAfterPaint(template: string): { html: string; loader: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return { html: template, loader: '' };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const html = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // The photos are loaded at the load event but may not be decoded and painted yet: wait for their
  // decode, then a frame, so the largest photo is on screen before the script competes for the CPU.
  const loader =
    `<script>addEventListener('load',function(){` +
    `Promise.all([].slice.call(document.images).filter(function(i){return i.loading!=='lazy'}).map(function(i){return i.decode().catch(function(){})}))` +
    `.then(function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `var f=document.createElement('link');f.rel='stylesheet';f.href=${JSON.stringify(BANGLA_FONT_STYLESHEET)};document.head.append(f);` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.append(s)` +
    `})})})})</script>`;
  return { html, loader };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script>: no `<` at all, so nothing in the data can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function pageDocument(
  template: string,
  page: { markup: string; state: ServerRender; language: Language; title: string },
): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const state = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${scriptJson(page.state)}</script>`;
  const { html, loader } = scriptsAfterPaint(template);
  return html
    .replace(HTML_LANG, `<html lang="${page.language}"`)
    .replace(SITE_TITLE, (_match, open: string, close: string) => `${open}${escapeHtml(page.title)}${close}`)
    .replace(ROOT, () => `<div id="root">${page.markup}</div>${state}${loader}`);
}
