import { createFragmentApp } from '@storefront/ui';
import { firstViewRoot } from '@storefront/ui/first-view-root';
import type { FragmentAppModule } from '@storefront/contracts';
import { FRAGMENT } from './fragment';

const app: FragmentAppModule = createFragmentApp({
  fragment: FRAGMENT,
  ...firstViewRoot(() => import(/* webpackMode: "eager" */ './root-chunk')),
});

export const { bootstrap, mount, unmount } = app;
