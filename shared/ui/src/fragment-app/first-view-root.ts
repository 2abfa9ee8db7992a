// Imported as `@storefront/ui/first-view-root` (bundled into the fragment, not shared), by a fragment's entry: the
// first view's own code stays in the root module.
import type { ComponentType } from 'react';
import type { LifecycleProps } from '@storefront/contracts';
import { yieldToMain } from '@storefront/platform';

/** A fragment's root module that can take the server's first view over. */
export interface FirstViewRootChunk {
  Root: ComponentType<LifecycleProps>;
  /** Reads the first view's state from the document and loads what its first render needs. */
  prepareFirstView(): void | Promise<void>;
  /** A first view has been prepared and not yet taken over. */
  hasFirstView(): boolean;
}

/**
 * createFragmentApp's `loadRoot` and `canHydrate` for a root module that can take the server's first view over: the
 * first view is prepared once the module has loaded, before the root's first render, in a task after the module's
 * evaluation (each is long enough on a slow phone).
 */
export function firstViewRoot(loadChunk: () => Promise<FirstViewRootChunk>): {
  loadRoot: () => Promise<ComponentType<LifecycleProps>>;
  canHydrate: () => boolean;
} {
  let chunk: FirstViewRootChunk | undefined;
  return {
    loadRoot: async () => {
      const loaded = await loadChunk();
      await yieldToMain();
      await loaded.prepareFirstView();
      chunk = loaded;
      return loaded.Root;
    },
    canHydrate: () => chunk?.hasFirstView() === true,
  };
}
