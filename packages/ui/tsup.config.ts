import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { defineConfig } from 'tsup';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
/** Files under src/ that no consumer renders: their classes stay out of the compiled stylesheet. */
const NOT_SHIPPED = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', 'testing/**'];

/**
 * Compiles src/styles.css (the Tailwind source, exported as ./tailwind.css) into dist/styles.css for consumers without
 * Tailwind: the theme, Tailwind's preflight and every utility the components use, minified. Only the stylesheet's own
 * `@source` (the components) is scanned, never the folder the build runs in.
 */
async function buildStylesheet(outFile: string): Promise<void> {
  const from = join(packageDir, 'src', 'styles.css');
  const compiler = await compile(await readFile(from, 'utf8'), { base: dirname(from), onDependency: () => {} });
  const notShipped = NOT_SHIPPED.map((pattern) => ({ base: join(packageDir, 'src'), pattern, negated: true }));
  const scanner = new Scanner({ sources: [...compiler.sources, ...notShipped] });
  const { code } = optimize(compiler.build(scanner.scan()), { file: from, minify: true });
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, code);
}

export default defineConfig((options) => {
  const outDir = options.outDir ?? 'dist';
  return {
    entry: { index: 'src/index.ts', 'markdown/index': 'src/MarkdownContent/index.ts', 'testing/index': 'src/testing/index.ts' },
    outDir,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    // esbuild's own tree shaking: tsup's `treeshake` runs Rollup over the output, which drops the banner below.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    // Components hold state and effects: React Server Components must load the package as client code. (The testing
    // entry gets the line too; it means nothing to the Node tests that import it.)
    banner: { js: '"use client";' },
    onSuccess: () => buildStylesheet(join(isAbsolute(outDir) ? outDir : join(packageDir, outDir), 'styles.css')),
  };
});
