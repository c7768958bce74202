import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const define = { __VERBATIM_VERSION__: JSON.stringify(version) };

export default defineConfig([
  {
    // For bundlers and Node: the headless recorder, the widgets, and the React wrappers, each an entry of its own.
    entry: { index: 'src/index.ts', 'widgets/index': 'src/widgets/index.ts', 'react/index': 'src/react/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    // Everything but the script-tag build, which the other config writes at the same time.
    clean: ['!verbatim.global.js*'],
    sourcemap: true,
    target: 'es2022',
    treeshake: true,
    define,
    external: ['react', '@verbatim/core-sdk'],
  },
  {
    // One file for a <script> tag: both widgets and the SDK, nothing to load after it. Its entry is the only code that
    // sets a global (no `globalName`), and it is read from the SDK's source so that it never bundles a stale build.
    entry: { verbatim: 'src/widgets/iife.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.global.js' }),
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    clean: false,
    dts: false,
    define,
    noExternal: [/.*/],
    esbuildOptions(options) {
      options.conditions = ['@verbatim/source', 'browser', 'import', 'default'];
      options.legalComments = 'none';
    },
  },
]);
