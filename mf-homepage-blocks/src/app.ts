import { createFragmentApp } from '@storefront/ui';
import type { FragmentAppModule } from '@storefront/contracts';
import { hasFirstView } from './first-view/first-view-state';

const app: FragmentAppModule = createFragmentApp({
  fragment: 'mf-homepage-blocks',
  loadRoot: async () => {
    const { Root, prepareFirstView } = await import(/* webpackChunkName: "root" */ './root-chunk');
    await prepareFirstView();
    return Root;
  },
  canHydrate: hasFirstView,
});

export const { bootstrap, mount, unmount } = app;
