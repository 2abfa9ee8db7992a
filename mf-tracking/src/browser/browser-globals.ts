import type { StorefrontTrackingRegistry } from './tracking-registry';

/** What the tag-manager stand-in (and a real tag manager) sets when it has loaded. */
export interface TagManagerState {
  ready?: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    storefrontTagManager?: TagManagerState;
    __storefrontTracking?: StorefrontTrackingRegistry;
    /** The A/B-testing script's experiment assignments for this shopper (ab-tests/ab-test-data.ts). */
    abTestData?: unknown;
  }
}

export const TAG_MANAGER_READY_EVENT = 'storefront:tag-manager-ready';
