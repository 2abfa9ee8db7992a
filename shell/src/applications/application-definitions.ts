import {
  containerName,
  FRAGMENTS,
  normalisePath,
  type FragmentAppModuleId,
  type FragmentContainer,
  type FragmentName,
  type FragmentRoute,
} from '@storefront/contracts';

export interface ApplicationDefinition {
  /** single-spa application name: the fragment's folder name. */
  name: FragmentName;
  /** Module Federation container name, as in the registry. */
  container: FragmentContainer;
  module: FragmentAppModuleId;
  activeWhen: (location: Location) => boolean;
  /** Page content gets visible loading and error states; background applications only report. */
  kind: 'page' | 'background';
  /** German name of the area, used in the error state. */
  label: string;
}

const onRoutes = (routes: readonly FragmentRoute[]) => (location: Location) => routes.some((route) => route.path === normalisePath(location.pathname));

/** Every fragment of the federation description that is a single-spa application (all but component libraries). */
export const APPLICATIONS: readonly ApplicationDefinition[] = FRAGMENTS.flatMap((fragment): ApplicationDefinition[] => {
  if (fragment.kind === 'components') return [];
  const container = containerName(fragment.name);
  return [
    {
      name: fragment.name,
      container,
      module: `${container}/app` as FragmentAppModuleId,
      activeWhen: fragment.kind === 'background' ? () => true : onRoutes(fragment.routes),
      kind: fragment.kind,
      label: fragment.label,
    },
  ];
});
