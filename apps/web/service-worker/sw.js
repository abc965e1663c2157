// Mobile Planet's service worker (issue 11, "fast on a phone"): the installed app opens offline,
// and the files it has fetched are kept. vite-plugins/service-worker.ts writes it into dist/sw.js
// with this build's VERSION and SHELL (index.html, the entry's scripts and style, the taka font),
// so every build installs anew and drops the last one's caches. lib/service-worker.ts registers it.
//
// Only GET requests to our own origin are answered here:
// - a page: the network first; offline, the shell from the cache (it shows the offline message);
// - /static/… (hashed names, never changed): the cache first, each kept as it is fetched;
// - /api/images/… (listing photos, never changed under one address): the cache first, the newest
//   IMAGE_LIMIT kept;
// - everything else, above all every other /api/… call (signed-in data): not touched, so the
//   browser asks the network as if there were no service worker. Nothing of it is ever cached.
'use strict';

const VERSION = '__VERSION__';
const SHELL = /* __SHELL__ */ [];
const SHELL_PAGE = '/index.html';
const SHELL_CACHE = `shell-${VERSION}`;
const STATIC_CACHE = `static-${VERSION}`;
const IMAGE_CACHE = 'images';
const IMAGE_LIMIT = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: past the HTTP cache, so the shell is this build's, not a stale copy.
      await cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, STATIC_CACHE, IMAGE_CACHE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // Pages load while the service worker starts, not after it.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/static/')) event.respondWith(cacheFirst(event, STATIC_CACHE));
  else if (url.pathname.startsWith('/api/images/')) event.respondWith(cacheFirst(event, IMAGE_CACHE, IMAGE_LIMIT));
});

/** The page from the network (its own HTML: a listing's carries its link-preview tags); offline, the shell. */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (shell) return shell;
    throw error;
  }
}

/** From the cache when there (the shell's files first), else fetched, and kept once answered. */
async function cacheFirst(event, cacheName, limit) {
  // ignoreVary: a module script asks with an Origin header, the precache without; same file.
  const cached = await caches.match(event.request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const cache = await caches.open(cacheName);
        await cache.put(event.request, copy);
        if (limit) await trim(cache, limit);
      })(),
    );
  }
  return response;
}

/** Drops the oldest entries past `limit` (a cache lists its keys in the order they were put). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
}
