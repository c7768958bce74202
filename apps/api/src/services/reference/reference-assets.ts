import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { referencePageScript } from './reference-page';

/** One file the reference page loads, ready to send: its bytes, once read, and a gzip copy for clients that take it. */
export interface ReferenceAsset {
  readonly contentType: string;
  readonly body: Buffer;
  readonly gzipped: Buffer;
}

/**
 * Swagger UI's files come from the npm package, resolved the way Node resolves an import: from the source under
 * tsx and from the bundled server in apps/api/dist alike, since both look up node_modules from their own folder.
 */
function swaggerUiFile(name: string): Buffer {
  const folder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return readFileSync(join(folder, name));
}

/** The only names /api/docs/assets/:file serves; anything else is 404, so the route can never reach another file. */
const sources: Record<string, { contentType: string; read: () => Buffer }> = {
  'swagger-ui-bundle.js': { contentType: 'text/javascript; charset=utf-8', read: () => swaggerUiFile('swagger-ui-bundle.js') },
  'swagger-ui.css': { contentType: 'text/css; charset=utf-8', read: () => swaggerUiFile('swagger-ui.css') },
  'reference.js': { contentType: 'text/javascript; charset=utf-8', read: () => Buffer.from(referencePageScript) },
};

export const referenceAssetNames = Object.keys(sources);

const loaded = new Map<string, ReferenceAsset>();

/** The asset of that name, read and compressed on first use; undefined for a name not on the list. */
export function referenceAsset(name: string): ReferenceAsset | undefined {
  const source = Object.hasOwn(sources, name) ? sources[name] : undefined;
  if (!source) return undefined;
  let asset = loaded.get(name);
  if (!asset) {
    const body = source.read();
    asset = { contentType: source.contentType, body, gzipped: gzipSync(body) };
    loaded.set(name, asset);
  }
  return asset;
}
