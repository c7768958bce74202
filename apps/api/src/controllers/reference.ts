import { endpoints } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../errors/app-error';
import { handle } from '../http/endpoint';
import { openApiDocument } from '../services/reference/openapi-document';
import { referenceAsset } from '../services/reference/reference-assets';
import { referencePageHtml } from '../services/reference/reference-page';

// The assets change only when the server is upgraded; an hour of caching spares a reader the 1.7 MB bundle on
// every visit while an upgrade still shows within the hour.
const ASSET_CACHE = 'public, max-age=3600';

/** The API reference: the OpenAPI document, and the page that renders it with its scripts and style sheet. */
export const referenceEndpoints = [
  handle(endpoints.openApiDocument, () => openApiDocument()),
  handle(endpoints.apiReference, (_, ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = referencePageHtml;
    return undefined;
  }),
  handle(endpoints.apiReferenceAsset, ({ params }, ctx) => {
    const asset = referenceAsset(params.file);
    if (!asset) throw new NotFoundError(`The reference has no asset "${params.file}".`);
    const gzip = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', ASSET_CACHE);
    ctx.type = asset.contentType;
    if (gzip) ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzip ? asset.gzipped : asset.body;
    return undefined;
  }),
];
