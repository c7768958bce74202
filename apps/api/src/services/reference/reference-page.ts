import { routes } from '@verbatim/core-sdk/contracts';

const asset = (name: string) => routes.apiReferenceAsset.path.replace(':file', name);

/**
 * Starts Swagger UI on the generated document. It is a file of its own, not an inline script, so the page runs
 * under the API's Content-Security-Policy (`script-src 'self'`) unchanged. The validator badge is off: it would
 * send the document to validator.swagger.io.
 */
export const referencePageScript = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(routes.openApiDocument.path)},
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/** The reference page: Swagger UI's style sheet and bundle, and the script above, all from this server. */
export const referencePageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Verbatim API reference</title>
    <!-- An empty icon of its own: otherwise the browser asks for /favicon.ico, which is no page and answers 404. -->
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${asset('swagger-ui.css')}" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('reference.js')}"></script>
  </body>
</html>
`;
