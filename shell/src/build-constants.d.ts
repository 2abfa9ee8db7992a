import type { BuiltAgainst } from '@storefront/contracts';

declare global {
  /** The platform versions this shell was built with (react, react-dom, the shared packages): the build preset's DefinePlugin. */
  const __STOREFRONT_BUILT_AGAINST__: BuiltAgainst;
}
