import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as main from './index';

const srcDir = dirname(fileURLToPath(import.meta.url));

describe('the main entry', () => {
  it('loads no zod at run time: contracts reach it as types only', async () => {
    const result = await build({
      entryPoints: [join(srcDir, 'index.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      conditions: ['@verbatim/source'],
      // Metafile paths are relative to this; the test runs from the package and from the repository root alike.
      absWorkingDir: join(srcDir, '..'),
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
    // The zod-free constants, retry rule, idempotent routes and each area's route table are the only contract files it may load.
    expect(inputs.filter((input) => input.includes('/contracts/')).sort()).toEqual([
      'src/contracts/access-rules.ts',
      'src/contracts/account-data/routes.ts',
      'src/contracts/account/routes.ts',
      'src/contracts/admin/routes.ts',
      'src/contracts/ai/routes.ts',
      'src/contracts/analytics/routes.ts',
      'src/contracts/answer-writer.ts',
      'src/contracts/api-keys/routes.ts',
      'src/contracts/auth/routes.ts',
      'src/contracts/billing/routes.ts',
      'src/contracts/blog-categories.ts',
      'src/contracts/blog/routes.ts',
      'src/contracts/constants.ts',
      'src/contracts/health/routes.ts',
      'src/contracts/idempotent-routes.ts',
      'src/contracts/newsletter-issues/routes.ts',
      'src/contracts/newsletter/routes.ts',
      'src/contracts/plan-names.ts',
      'src/contracts/reference/routes.ts',
      'src/contracts/retry-rule.ts',
      'src/contracts/routes.ts',
      'src/contracts/search/routes.ts',
      'src/contracts/shares/routes.ts',
      'src/contracts/site/routes.ts',
      'src/contracts/transcriptions/routes.ts',
      'src/contracts/uploads/routes.ts',
      'src/contracts/user/routes.ts',
      'src/contracts/webhooks/routes.ts',
      'src/contracts/widgets/routes.ts',
    ]);
  });

  it('exports every contract type, and no schema as if it were a value', { timeout: 60_000 }, () => {
    const program = ts.createProgram([join(srcDir, 'index.ts'), join(srcDir, 'contracts/index.ts')], {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
    });
    const checker = program.getTypeChecker();
    const exportsOf = (file: string) => {
      const source = program.getSourceFile(join(srcDir, file));
      const symbol = source && checker.getSymbolAtLocation(source);
      if (!symbol) throw new Error(`no module symbol for ${file}`);
      return checker.getExportsOfModule(symbol);
    };
    const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

    const contractTypes = exportsOf('contracts/index.ts')
      .filter((symbol) => resolve(symbol).flags & ts.SymbolFlags.TypeAlias)
      .map((symbol) => symbol.name);
    const mainNames = new Set(exportsOf('index.ts').map((symbol) => symbol.name));
    expect(contractTypes.filter((name) => !mainNames.has(name))).toEqual([]);

    // Whatever the main entry exports as a value must exist at run time.
    const runtime = new Set(Object.keys(main));
    const claimedValues = exportsOf('index.ts').filter((symbol) => {
      const target = resolve(symbol);
      const typeOnly = symbol.declarations?.some((d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly));
      return !typeOnly && target.flags & ts.SymbolFlags.Value;
    });
    expect(claimedValues.map((symbol) => symbol.name).filter((name) => !runtime.has(name))).toEqual([]);
  });
});
