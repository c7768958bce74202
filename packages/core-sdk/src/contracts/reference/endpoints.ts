import { defineEndpoint, fileAnswer } from '../endpoint';
import { routes } from '../routes';
import { openApiDocumentSchema } from './schemas';

/**
 * This API's reference: the OpenAPI document and the page that renders it. Spread into `endpoints` (../endpoints.ts).
 */
export const referenceEndpoints = {
  openApiDocument: defineEndpoint(routes.openApiDocument, {
    access: 'public',
    tag: 'reference',
    summary: 'This reference as an OpenAPI 3.1 document, generated from these definitions.',
    responses: { 200: openApiDocumentSchema },
  }),
  apiReference: defineEndpoint(routes.apiReference, {
    access: 'public',
    tag: 'reference',
    summary: 'This reference as a page to read in a browser.',
    responses: { 200: fileAnswer('text/html', 'The reference page, which loads the OpenAPI document.') },
  }),
  apiReferenceAsset: defineEndpoint(routes.apiReferenceAsset, {
    access: 'public',
    tag: 'reference',
    summary: 'A script or style sheet of the reference page (a fixed list of names; any other is 404).',
    responses: { 200: fileAnswer('text/javascript, text/css', 'The file.') },
  }),
} as const;
