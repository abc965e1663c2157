// Writes dist/sw.js (service-worker/sw.js, the app's service worker) at the end of a build, with
// this build's shell to precache: index.html, the entry's script, the chunks it imports and its
// style, and the public files the first screen uses (the taka font, the icon, the manifest). Only
// what the first page loads anyway: the other chunks and the photos are kept as they are fetched.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.js', import.meta.url));
/** Files of public/ the shell needs offline. */
const PUBLIC_SHELL = ['/fonts/mp-taka.otf', '/fonts/mp-bangla-label.woff2', '/favicon.svg', '/manifest.webmanifest'];

interface ChunkInfo {
  type: 'chunk';
  isEntry: boolean;
  fileName: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function serviceWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mobile-planet:service-worker',
    // The browser's build only (not the server's renderer, dist-server/).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [fileName, item] of Object.entries(bundle)) if (item.type === 'chunk') chunks.set(fileName, item as unknown as ChunkInfo);
      // The entry and what it imports statically, with their style sheets.
      const files = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const shell = ['/index.html', ...[...files].sort().map((f) => `/${f}`), ...PUBLIC_SHELL];

      const source = await fs.readFile(SOURCE, 'utf8');
      const html = await fs.readFile(path.join(outDir, 'index.html'));
      // A new shell (or a new worker) is a new version: browsers install it and drop the old caches.
      const version = createHash('sha256').update(source).update(html).update(shell.join('\n')).digest('hex').slice(0, 12);
      const sw = source.replace("'__VERSION__'", JSON.stringify(version)).replace('/* __SHELL__ */ []', JSON.stringify(shell));
      await fs.writeFile(path.join(outDir, 'sw.js'), sw);
    },
  };
}
