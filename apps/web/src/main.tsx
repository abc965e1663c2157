import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter, routes } from './app/router';
import { linkBanglaFont } from './lib/bangla-font';
import { detectLanguage, initI18n, setLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { readServerRender } from './lib/server-render';
import { registerServiceWorker } from './lib/service-worker';
import { whenIdle } from './lib/when-idle';
import './index.css';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Marks the page once the app runs it (hydrated or rendered): `<html data-hydrated="true">`, for tests and tools. */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The screen's lazy chunks, loaded before hydrating: the first render must be the screen, not a spinner. */
async function loadMatchedScreens(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const screen = await (route.lazy as () => Promise<object>)();
      Object.assign(route, screen, { lazy: undefined });
    }),
  );
}

/** A page the server rendered (src/server/render.tsx): take over its HTML in its language, with its answers. */
async function hydrateServerRender(rootElement: HTMLElement): Promise<boolean> {
  const serverRender = readServerRender();
  if (!serverRender) return false;
  // The language first: a screen's chunk loads its words (app/router.tsx) in the language set here.
  await initI18n(serverRender.language);
  await loadMatchedScreens();
  hydrate(queryClient, serverRender.queries);
  // As a transition, React hydrates in slices and yields to the reader between them: the page
  // stays answerable to a tap (one long task of a few hundred ms on a mid-range phone otherwise).
  startTransition(() => {
    hydrateRoot(
      rootElement,
      <StrictMode>
        <AppProvider serverRendered>
          <AppRouter router={createAppRouter(serverRender.router)} />
        </AppProvider>
        <Hydrated />
      </StrictMode>,
    );
  });
  // A choice the server could not know (remembered in this browser only): switch to it now.
  const chosen = detectLanguage();
  if (chosen !== serverRender.language) void setLanguage(chosen, { remember: false });
  return true;
}

// The words first (English's first words are bundled; Bangla's are one small download), then the first render.
void hydrateServerRender(root).then(async (hydrated) => {
  if (hydrated) return;
  await initI18n();
  // A screen the server does not render (the dashboard) links the Bangla face too, once idle, in
  // either language: a buyer's name or a message in Bangla must not show as boxes on a system with
  // no Bengali font. Its unicode-range keeps the font file unloaded until a Bangla letter shows.
  whenIdle(() => void linkBanglaFont());
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter router={createAppRouter()} />
      </AppProvider>
      <Hydrated />
    </StrictMode>,
  );
});
