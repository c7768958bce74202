import type { AppDeps } from '../../deps';
import { findPageHead } from './find-page-head';
import { renderPageHead } from './render-page-head';

/** The head tags the web app's index.html carries at `path`: a public page's own, else undefined (the defaults). */
export async function servedPageHead(deps: AppDeps, path: string): Promise<string | undefined> {
  const found = await findPageHead(deps, path);
  return found ? renderPageHead(found.head, `${deps.config.publicUrl}${found.path}`, deps.config.publicUrl) : undefined;
}
