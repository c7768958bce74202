import { createServer, type Server } from 'node:http';

/**
 * Another website on its own loopback port (so another origin than the API's): one page that embeds Verbatim's
 * widgets the way a site owner would, with one script tag from the API and the key in the page. Each widget event is
 * written into the page, where the test reads it as the site owner's code would see it.
 */
export interface ThirdPartySite {
  /** The site's origin, e.g. http://127.0.0.1:3213. */
  origin: string;
  /** The page that embeds both widgets with `key`. */
  pageUrl(key: string): string;
  close(): Promise<void>;
}

function embedPage(apiOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme Podcasts</title>
<style>body { font-family: Georgia, serif; margin: 2rem auto; max-width: 44rem; padding: 0 1rem; } section { margin-block: 2rem; }</style>
</head>
<body>
<main>
  <h1>Acme Podcasts</h1>
  <section><h2>Send us your episode</h2><div id="uploader"></div></section>
  <section><h2>Record your screen for us</h2><div id="recorder"></div></section>
  <h2>Events</h2>
  <ol id="events" aria-label="Widget events"></ol>
</main>
<script src="${apiOrigin}/api/widget/v1/verbatim.js"></script>
<script>
  const key = new URLSearchParams(location.search).get('key');
  const log = (widget, type) => (event) => {
    const item = document.createElement('li');
    item.textContent = JSON.stringify({ widget, type, ...event, message: event && event.message });
    document.getElementById('events').append(item);
  };
  const handlers = (widget) => ({ onUpload: log(widget, 'upload'), onComplete: log(widget, 'complete'), onError: log(widget, 'error') });
  new Verbatim.Uploader({ publishableKey: key, ...handlers('uploader') }).mount('#uploader');
  new Verbatim.Recorder({ publishableKey: key, ...handlers('recorder') }).mount('#recorder');
</script>
</body>
</html>`;
}

/** Serves the embedding page on 127.0.0.1:`port`. */
export async function startThirdPartySite(port: number, apiOrigin: string): Promise<ThirdPartySite> {
  const html = embedPage(apiOrigin);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (path !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    pageUrl: (key) => `${origin}/?key=${encodeURIComponent(key)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
