// The one description of the federation: every fragment with its Module Federation name, port, routes, page codes
// and exposed modules. Everything else is derived from it: the build preset (ports, exposes), the servers of
// `npm start` (ports, the registry document), the shell (applications, routes, header links), the tracking page
// codes and, at compile time, the `RemoteModules` contract (see fragments.ts). Adding a fragment: its folder
// plus one entry here (shared/FRAGMENTS.md).
import { PAGE_CODES, type PageCode } from './tracking';

export interface FragmentRoute {
  /** The page's path; matched exactly, trailing slashes ignored. */
  path: string;
  /** Tracking page code of the page (page views and everything tracked on it). */
  pageCode: PageCode;
  /** German label of the header's main navigation link; routes without one are not linked there. */
  navigationLabel?: string;
}

export type FragmentKind =
  /** A single-spa application that owns routes, with visible loading and error states. */
  | 'page'
  /** A single-spa application mounted on every route that renders nothing for shoppers (reports only). */
  | 'background'
  /** No application: only components other fragments render. */
  | 'components';

export interface FragmentDescription {
  /** Folder, npm package and single-spa application name, e.g. `mf-own-brand`. */
  name: string;
  /** Default port of its server; `<NAME>_PORT` (e.g. `MF_OWN_BRAND_PORT`) overrides it. */
  port: number;
  kind: FragmentKind;
  /** German name of the area, shown in its error state. */
  label: string;
  routes: readonly FragmentRoute[];
  /** Its releases render the first view of its routes on the server (first-view.ts). */
  firstView?: boolean;
}

export const FRAGMENTS = [
  {
    name: 'mf-tracking',
    port: 8085,
    kind: 'background',
    label: 'Tracking',
    routes: [],
  },
  {
    name: 'mf-homepage-blocks',
    port: 8081,
    kind: 'page',
    label: 'Startseite',
    routes: [{ path: '/', pageCode: PAGE_CODES.home, navigationLabel: 'Startseite' }],
    firstView: true,
  },
  {
    name: 'mf-recommendations',
    port: 8082,
    kind: 'components',
    label: 'Empfehlungen',
    routes: [],
  },
  {
    name: 'mf-own-brand',
    port: 8084,
    kind: 'page',
    label: 'Eigenmarken',
    routes: [{ path: '/eigenmarken', pageCode: PAGE_CODES.ownBrand, navigationLabel: 'Eigenmarken' }],
    firstView: true,
  },
  {
    name: 'mf-account-overview',
    port: 8083,
    kind: 'page',
    label: 'Kontoübersicht',
    routes: [{ path: '/account', pageCode: PAGE_CODES.accountOverview, navigationLabel: 'Mein Konto' }],
    firstView: true,
  },
] as const satisfies readonly FragmentDescription[];

/** The servers besides the fragments; `storage-dev` is Azurite's blob endpoint of `npm run storage:dev`. */
export const SERVER_PORTS = { shell: 8080, 'sample-api': 8090, 'storage-dev': 10_000 } as const;

export type Fragment = (typeof FRAGMENTS)[number];
export type FragmentName = Fragment['name'];
export type ServerName = FragmentName | keyof typeof SERVER_PORTS;

/** Module Federation container names cannot contain `-`: `mf-own-brand` -> `mf_own_brand`. */
export type ContainerName<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}_${ContainerName<Tail>}` : Name;
export type FragmentContainer = ContainerName<FragmentName>;

export function containerName<Name extends string>(fragmentName: Name): ContainerName<Name> {
  return fragmentName.replace(/-/g, '_') as ContainerName<Name>;
}

export function fragmentByName(name: string): Fragment | undefined {
  return FRAGMENTS.find((fragment) => fragment.name === name);
}

export function fragmentByContainer(container: string): Fragment | undefined {
  return FRAGMENTS.find((fragment) => containerName(fragment.name) === container);
}

// The pure marks let a browser build that uses neither of these derived constants leave the whole description out.
export const DEFAULT_PORTS: Readonly<Record<ServerName, number>> = /* #__PURE__ */ Object.assign(
  {},
  SERVER_PORTS,
  /* #__PURE__ */ Object.fromEntries(/* #__PURE__ */ FRAGMENTS.map((fragment) => [fragment.name, fragment.port])) as Record<FragmentName, number>,
);

/** `/account/` and `/account` are the same page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export interface RouteOwner {
  fragment: Fragment;
  route: FragmentRoute;
}

/** The fragment route a path belongs to, if any. */
export function routeOwner(pathname: string): RouteOwner | undefined {
  const path = normalisePath(pathname);
  for (const fragment of FRAGMENTS) {
    const route = (fragment.routes as readonly FragmentRoute[]).find((candidate) => candidate.path === path);
    if (route) return { fragment, route };
  }
  return undefined;
}

export interface NavigationLink {
  fragment: FragmentName;
  path: string;
  label: string;
}

/** The header's main navigation, in the order of the description. */
export const NAVIGATION_LINKS: readonly NavigationLink[] = /* #__PURE__ */ FRAGMENTS.flatMap((fragment) =>
  (fragment.routes as readonly FragmentRoute[]).flatMap((route) =>
    route.navigationLabel ? [{ fragment: fragment.name, path: route.path, label: route.navigationLabel }] : [],
  ),
);
