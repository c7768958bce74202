import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const ICON_MODULES = /packages[\\/]ui[\\/]src[\\/]Icons[\\/]glyphs[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

const apiTarget = process.env.VERBATIM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Workspace packages are read from their TypeScript source: no build step before dev.
  resolve: { conditions: ['@verbatim/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    // No changeOrigin: the API's origin check compares Origin with Host, which must stay the dev server's.
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // No modulepreload polyfill in every page's script: browsers without <link rel="modulepreload"> (Safari before 17,
    // Firefox before 115) get a <link rel="preload" as="script"> for a lazy screen's chunks instead, which Vite picks
    // when the polyfill is off, so they still load side by side.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy chunk's address (to preload what a screen
        // needs along with it), so each name is bytes on every page. Source maps still say what a chunk holds.
        chunkFileNames: 'assets/[hash].js',
        // What every page loads (the entry's static imports, the landing page's icons among them) is one chunk: split
        // into the pieces the lazy screens also import, it was ten files, each compressed on its own. Icons are one
        // module each (packages/ui/src/Icons/glyphs) so that the landing page carries only its own; the rest go in one
        // chunk rather than one tiny chunk per set of screens that share them.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: ICON_MODULES, priority: 1 },
          ],
        },
      },
      onLog(level, log, handler) {
        // Radix and TanStack Query mark modules "use client" for server components; it means nothing here.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
