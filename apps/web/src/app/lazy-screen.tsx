import { type ComponentType, lazy } from 'react';

export interface LazyScreen<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code (once); resolves when it is in. */
  preload(): Promise<void>;
}

/**
 * A component whose code is its own chunk, loaded on first render (React.lazy) or earlier with `preload()`. Once the
 * code is in it renders directly, so a preloaded screen never shows a Suspense fallback.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed chunk (offline, a deploy replaced it) may be asked for again later.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, like React.lazy itself
  const Screen = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Screen, { preload });
}
