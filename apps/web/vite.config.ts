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
    rolldownOptions: {
      output: {
        // Icons are one module each (packages/ui/src/Icons/glyphs) so that the landing page carries only its own. The
        // rest go in one chunk rather than one tiny chunk per set of screens that share them.
        codeSplitting: {
          groups: [
            { name: 'icons-first', test: ICON_MODULES, tags: ['$initial'], priority: 2 },
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
