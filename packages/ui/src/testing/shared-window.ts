/**
 * Test files that share one jsdom window (Vitest's `isolate: false`) must each leave it as they found it: the tags a
 * page wrote into <head>, stubs a test put on `navigator` (user-event's clipboard, a test's `share`), storage and the
 * address. `keepWindowBetweenFiles` takes a snapshot before a file's first test and puts it back after its last.
 */
interface WindowSnapshot {
  head: string;
  htmlAttributes: Array<[string, string]>;
  bodyAttributes: Array<[string, string]>;
  navigator: Map<PropertyKey, PropertyDescriptor>;
  href: string;
}

function attributes(element: Element): Array<[string, string]> {
  return Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]);
}

function setAttributes(element: Element, saved: Array<[string, string]>) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of saved) element.setAttribute(name, value);
}

function ownDescriptors(target: object): Map<PropertyKey, PropertyDescriptor> {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor]));
}

function takeWindowSnapshot(): WindowSnapshot {
  return {
    head: document.head.innerHTML,
    htmlAttributes: attributes(document.documentElement),
    bodyAttributes: attributes(document.body),
    navigator: ownDescriptors(window.navigator),
    href: window.location.href,
  };
}

function restoreWindowSnapshot(snapshot: WindowSnapshot): void {
  // As markup, not nodes: a test that sets document.title changes the text inside the same <title> element.
  document.head.innerHTML = snapshot.head;
  document.body.replaceChildren();
  setAttributes(document.documentElement, snapshot.htmlAttributes);
  setAttributes(document.body, snapshot.bodyAttributes);
  const navigator = window.navigator;
  for (const key of Reflect.ownKeys(navigator)) {
    if (!snapshot.navigator.has(key)) Reflect.deleteProperty(navigator, key);
  }
  for (const [key, descriptor] of snapshot.navigator) Object.defineProperty(navigator, key, descriptor);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (window.location.href !== snapshot.href) window.history.replaceState(null, '', snapshot.href);
}

type FileHook = (run: () => void) => void;

/**
 * Registers the snapshot and its restoring around the current test file; a project's setup file calls it with
 * Vitest's hooks (passed in, so that this package's testing entry does not load Vitest for its other users).
 */
export function keepWindowBetweenFiles(beforeAll: FileHook, afterAll: FileHook): void {
  // A file that runs in Node rather than jsdom has no window to keep.
  if (typeof document === 'undefined') return;
  let snapshot: WindowSnapshot | undefined;
  beforeAll(() => {
    snapshot = takeWindowSnapshot();
  });
  afterAll(() => {
    if (snapshot) restoreWindowSnapshot(snapshot);
  });
}
