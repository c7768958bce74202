import { Toaster } from '@verbatim/ui';

/** The Toaster (Radix Toast and its layers) in a chunk of its own: pages that never toast never load it. */
export default function AppToaster() {
  return <Toaster />;
}
