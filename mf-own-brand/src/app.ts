import { createFragmentApp } from '@storefront/ui';
import type { FragmentAppModule } from '@storefront/contracts';
import { FRAGMENT_NAME } from './fragment';

const app: FragmentAppModule = createFragmentApp({
  fragment: FRAGMENT_NAME,
  loadRoot: () => import(/* webpackChunkName: "root" */ './Root').then((module) => module.Root),
});

export const { bootstrap, mount, unmount } = app;
