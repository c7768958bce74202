// The few parts of jsdom this package's tests use, declared here instead of installing @types/jsdom: that package,
// hoisted to the workspace root, makes every package's TypeScript see the DOM's Blob and fetch types in place of
// Node's, which the API's own code and tests must not.
declare module 'jsdom' {
  export interface FetchOptions {
    element?: unknown;
    cookieJar?: unknown;
    referrer?: string;
  }
  export class ResourceLoader {
    fetch(url: string, options: FetchOptions): (Promise<Buffer> & { abort(): void }) | null;
  }
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable' | ResourceLoader;
    beforeParse?(window: Window & typeof globalThis): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
