import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = process.env.VERBATIM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // The API serves this app under /admin/, next to the main app at /.
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // Workspace packages are read from their TypeScript source: no build step before dev.
  resolve: { conditions: ['@verbatim/source', ...defaultClientConditions] },
  server: {
    port: 5174,
    // No changeOrigin: the API's origin check compares Origin with Host, which must stay the dev server's.
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Radix and TanStack Query mark modules "use client" for server components; it means nothing here.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
