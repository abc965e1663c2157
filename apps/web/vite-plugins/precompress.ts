// Writes `<file>.gz` beside each compressible file of the browser's build (scripts, styles, SVGs),
// compressed once with Zopfli: still gzip, which every browser reads, and about 3 % smaller than
// zlib's best (5 KB off the first page's script), too slow to run per request. nginx sends it
// (gzip_static, nginx.conf); so does `vite preview` (preview-server.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Under this, gzip's own header and table cost about what they save. */
const MIN_BYTES = 512;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mobile-planet:precompress',
    // The browser's build only (the server's renderer, dist-server/, is not sent to browsers).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName);
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) return;
          const gz = await gzipAsync(source, { numiterations: 5 });
          if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
