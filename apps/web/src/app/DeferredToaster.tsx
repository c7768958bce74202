import { useToast } from '@verbatim/ui';
import { lazy, Suspense, useState } from 'react';

const loadToaster = () => import('./toaster-chunk');
const AppToaster = lazy(loadToaster);

/** Loads the Toaster's code ahead of need (the signed-in frame does, since its screens toast). */
export function preloadToaster(): void {
  void loadToaster().catch(() => undefined);
}

/**
 * Mounts the Toaster once the first toast is asked for. Toasts wait in the store meanwhile, so none is lost; the
 * landing page, which never toasts, never loads the Toaster's code.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
