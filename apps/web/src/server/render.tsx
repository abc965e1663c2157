// The server's first render of a public page (docs/architecture.md#server-rendering: fast on a phone): the page's HTML, in the
// reader's language and with the API's answers in it, so a phone paints the screen (and fetches its
// photos) before the app's JavaScript arrives; the browser then hydrates it (main.tsx). Built by
// `vite build --ssr` into dist-server/ and used by the web server (vite-plugins/preview-server.ts
// under npm start, server/serve.mjs behind nginx in docker). A page that is not rendered here, or
// whose render fails, is the bare app shell, rendered in the browser as before.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { setApiBaseUrl } from '@/lib/api-client';
import { i18n, initI18nForServer, switchLanguageNow, type Language } from '@/lib/i18n';
import { banglaResources } from '@/locales/bangla';
import { englishResources } from '@/locales/english';
import type { ServerRender } from '@/lib/server-render';
import { pageDocument } from './document';
import { requestLanguage } from './language';

/** The public screens, the same for everyone; a signed-in screen is rendered in the browser. */
const RENDERED_PAGES = [/^\/$/, /^\/search$/, /^\/blog$/, /^\/price-guide$/, /^\/category\/[^/]+$/, /^\/(product|seller)\/[0-9a-f]{24}$/i];

/** How long the page waits for the API's answers; past it the page shows them loading, as the browser would. */
const API_WAIT_MS = 1_500;

export interface PageRequest {
  /** The path and query, e.g. `/category/smartphone?sort=price`. */
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}

export interface PageRenderer {
  /** The page's whole HTML document, or null: serve the app shell (index.html) as it is. */
  render(request: PageRequest): Promise<string | null>;
}

const handler = createStaticHandler(routes);

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

function renderApp(client: QueryClient, language: Language, context: Parameters<typeof createStaticRouter>[1]): string {
  // Pages in both languages interleave on one server: the language is set right before each render.
  switchLanguageNow(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={client} serverRendered>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The renderer for one web server: `template` is the built index.html, `apiUrl` where the API
 * answers this server (not the browser's /api).
 */
export async function createPageRenderer({ template, apiUrl }: { template: string; apiUrl: string }): Promise<PageRenderer> {
  setApiBaseUrl(apiUrl);
  await initI18nForServer({ en: englishResources, bn: banglaResources });
  return {
    async render(request) {
      const url = new URL(request.url, 'http://web.invalid');
      if (!RENDERED_PAGES.some((page) => page.test(url.pathname))) return null;
      const context = await handler.query(new Request(url));
      // A redirect or a route's error: the browser's router bookings with it as it always has.
      if (context instanceof Response || context.errors) return null;
      const language = requestLanguage(url, request);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

      // First pass: which API answers the screen asks for (its queries, as the browser would make them).
      renderApp(client, language, context);
      const asked = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && enabled(query));
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled(asked.map((query) => query.fetch())),
        new Promise((resolve) => (timer = setTimeout(resolve, API_WAIT_MS))),
      ]);
      clearTimeout(timer);
      // What did not arrive (or failed) the browser asks for again, so both start from "loading".
      for (const query of client.getQueryCache().getAll()) {
        if (query.state.status !== 'success') client.getQueryCache().remove(query);
      }

      // Second pass: the screen with its answers.
      const markup = renderApp(client, language, context);
      const state: ServerRender = {
        language,
        queries: dehydrate(client),
        router: { loaderData: context.loaderData, actionData: context.actionData },
      };
      return pageDocument(template, { markup, state, language, title: i18n.t('common:app.documentTitle', { lng: language }) });
    },
  };
}
