import { createFragmentApp } from '@storefront/ui';
import type { FragmentAppModule } from '@storefront/contracts';
import { ownBrandFirstView } from './first-view/own-brand-first-view';
import { FRAGMENT_NAME } from './fragment';

const app: FragmentAppModule = createFragmentApp({
  fragment: FRAGMENT_NAME,
  loadRoot: async () => {
    const { Root, prepareFirstView } = await import(/* webpackChunkName: "root" */ './root-chunk');
    prepareFirstView();
    return Root;
  },
  canHydrate: ownBrandFirstView.has,
});

export const { bootstrap, mount, unmount } = app;
