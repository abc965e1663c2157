// The page renderer behind nginx in docker compose (nginx.conf): `GET {path}` answers a public page
// rendered on the server (dist-server/render.js, built from src/server/render.tsx) as HTML, or 404
// for a page it does not render, on which nginx serves the app shell (index.html) instead. Under
// `npm start` the same renderer runs inside `vite preview` (vite-plugins/preview-server.ts).
//   PORT      where to listen (default 8081)
//   API_URL   where the API answers this server (default http://127.0.0.1:5000)
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 8081);
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '');
const template = fs.readFileSync(fileURLToPath(new URL('../dist/index.html', import.meta.url)), 'utf8');
/** @type {typeof import('../src/server/render')} */
const { createPageRenderer } = await import(new URL('../dist-server/render.js', import.meta.url).href);
const renderer = await createPageRenderer({ template, apiUrl });

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const header = (/** @type {string} */ name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  renderer.render({ url: req.url ?? '/', cookie: header('cookie'), acceptLanguage: header('accept-language') }).then(
    (html) => {
      if (html === null) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language' });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
    (/** @type {unknown} */ err) => {
      console.error(`Rendering ${req.url} failed; nginx serves the app shell:`, err);
      res.writeHead(500).end();
    },
  );
});

server.listen(port, () => console.log(`Page renderer on :${port}, API at ${apiUrl}`));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.close(() => process.exit(0)));
