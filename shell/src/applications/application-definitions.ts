import type { FragmentAppModuleId } from '@storefront/contracts';

export interface ApplicationDefinition {
  /** single-spa application name: the fragment's folder name. */
  name: string;
  /** Module Federation container name, as in the registry. */
  container: string;
  module: FragmentAppModuleId;
  activeWhen: (location: Location) => boolean;
  /** Page content gets visible loading and error states; background applications only report. */
  kind: 'page' | 'background';
  /** German name of the area, used in the error state. */
  label: string;
}

const exactPath = (path: string) => (location: Location) => location.pathname.replace(/\/+$/, '') === path;

export const APPLICATIONS: readonly ApplicationDefinition[] = [
  {
    name: 'mf-tracking',
    container: 'mf_tracking',
    module: 'mf_tracking/app',
    activeWhen: () => true,
    kind: 'background',
    label: 'Tracking',
  },
  {
    name: 'mf-homepage-blocks',
    container: 'mf_homepage_blocks',
    module: 'mf_homepage_blocks/app',
    activeWhen: (location) => location.pathname === '/',
    kind: 'page',
    label: 'Startseite',
  },
  {
    name: 'mf-account-overview',
    container: 'mf_account_overview',
    module: 'mf_account_overview/app',
    activeWhen: exactPath('/account'),
    kind: 'page',
    label: 'Kontoübersicht',
  },
  {
    name: 'mf-own-brand',
    container: 'mf_own_brand',
    module: 'mf_own_brand/app',
    activeWhen: exactPath('/eigenmarken'),
    kind: 'page',
    label: 'Eigenmarken',
  },
];
