import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@/lib/auth', replacement: here('./fake-auth.tsx') },
      { find: '@mobile-planet/shared', replacement: here('../../../packages/shared/src/index.ts') },
      { find: '@', replacement: here('../src') },
    ],
  },
  server: { host: '127.0.0.1', port: 5391, strictPort: true, fs: { allow: [here('../../..')] } },
});
