import { defineConfig } from 'tsup';

// The server and the standalone CLIs are bundled with our own workspace packages
// (read from source through the @verbatim/source condition); npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts', worker: 'src/worker.ts', admin: 'src/cli/admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@verbatim\//],
  esbuildOptions(options) {
    options.conditions = ['@verbatim/source'];
  },
});
