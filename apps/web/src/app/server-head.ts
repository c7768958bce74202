/** What the API marks the head tags it writes into index.html with (see the API's services/site/render-page-head.ts). */
const SERVER_META = 'head meta[data-server-head]';
const SERVER_TITLE = 'head title[data-server-head]';

/**
 * Takes down the head the server wrote for crawlers, so that the document never holds two descriptions, two of an Open
 * Graph tag or two titles: React adds a page's own tags to the head, and leaves alone the ones it did not make. The
 * description and preview tags go at once (pages render their own); the title stays while the app loads, so the tab
 * is not blank, and goes as soon as a page's own title arrives.
 */
export function dropServerHead(doc: Document = document): void {
  for (const element of doc.querySelectorAll(SERVER_META)) element.remove();
  const serverTitle = doc.querySelector(SERVER_TITLE);
  if (!serverTitle) return;
  const observer = new MutationObserver(() => {
    if ([...doc.head.querySelectorAll('title')].some((title) => title !== serverTitle)) {
      serverTitle.remove();
      observer.disconnect();
    }
  });
  observer.observe(doc.head, { childList: true });
}
