import { createFragmentApp } from '@storefront/ui';
import type { FragmentAppModule } from '@storefront/contracts';
import { accountFirstView } from './first-view/account-first-view';
import { FRAGMENT_NAME } from './fragment';

const app: FragmentAppModule = createFragmentApp({
  fragment: FRAGMENT_NAME,
  loadRoot: async () => {
    const { Root, prepareFirstView } = await import(/* webpackChunkName: "root" */ './root-chunk');
    prepareFirstView();
    return Root;
  },
  canHydrate: accountFirstView.has,
});

export const { bootstrap, mount, unmount } = app;
