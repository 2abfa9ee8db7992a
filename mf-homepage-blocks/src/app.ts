import { createFragmentApp } from '@storefront/ui';
import type { FragmentAppModule } from '@storefront/contracts';

const app: FragmentAppModule = createFragmentApp({
  fragment: 'mf-homepage-blocks',
  loadRoot: () => import(/* webpackChunkName: "root" */ './Root').then((module) => module.Root),
});

export const { bootstrap, mount, unmount } = app;
