// What the server's renderer (src/server/render.tsx) hands the browser beside a page's HTML, so the
// first render in the browser matches that HTML: the language it was written in, the API answers it
// showed, and the router's state. One definition for both sides.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import type { Language } from './i18n';

/** The id of the `<script type="application/json">` that carries it. */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

export interface ServerRender {
  language: Language;
  queries: DehydratedState;
  router: HydrationState;
}

/** The page's server render, or null when the page is the bare app shell (rendered in the browser). */
export function readServerRender(): ServerRender | null {
  const element = document.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerRender;
  } catch {
    return null; // damaged on the way: render in the browser as before
  }
}
