import { type ComponentType, useEffect, useRef, useState } from 'react';
import { loadable } from './loadable';

export interface LazyDialogOptions<P> {
  /** Whether these props ask for the dialog to be open. */
  isOpen: (props: P) => boolean;
  /** Closes it again (e.g. `p => p.onClose()`): called when its code could not be loaded, so that nothing stays half open. */
  close: (props: P) => void;
}

export interface LazyDialog<P extends object> {
  (props: P): React.JSX.Element | null;
  /** Starts loading the code (once) and resolves when it is in; rejects if the load fails. */
  preload(): Promise<unknown>;
  /** Starts loading the code, e.g. when the pointer or focus reaches what opens it; a failure waits for the opening. */
  prefetch(): void;
}

/**
 * A dialog whose code is a chunk of its own. Nothing renders until it is first asked to open; then its code loads (at
 * once if `preload()` brought it in already) and it stays mounted, so that every later opening and closing animates
 * and returns focus exactly as an always-mounted dialog does. A load that fails closes it; the next opening tries again.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyDialogOptions<P>): LazyDialog<P> {
  const code = loadable(load);

  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level, like React.lazy itself
  function Dialog(props: P) {
    const open = options.isOpen(props);
    const [wanted, setWanted] = useState(open);
    // After a failed load, nothing is tried again until the dialog has been closed: its closing may take a moment.
    const [failed, setFailed] = useState(false);
    const [, setArrived] = useState(false);
    if (!open && failed) setFailed(false);
    if (open && !wanted && !failed) setWanted(true);
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });

    const Loaded = wanted ? code.current() : undefined;
    useEffect(() => {
      if (!wanted || Loaded) return;
      let current = true;
      code.load().then(
        () => current && setArrived(true),
        (error: unknown) => {
          if (!current) return;
          console.error(error);
          setWanted(false);
          setFailed(true);
          options.close(latest.current);
        },
      );
      return () => {
        current = false;
      };
    }, [wanted, Loaded]);

    return Loaded ? <Loaded {...props} /> : null;
  }

  return Object.assign(Dialog, {
    preload: () => code.load(),
    // A failed load is forgotten, so the opening itself tries again and closes the dialog if that fails too.
    prefetch: () => void code.load().catch(() => undefined),
  });
}
