import type { SiteConfig } from '@storefront/platform';
import type { EventDetails } from '../queue/data-layer-entry';
import { detectClientPlatform as detectPlatform } from '@storefront/platform';

export interface EventDetailsInput {
  site: SiteConfig;
  pageLocation: string;
  userAgent: string;
  audiences: readonly string[];
}

/** The details of spec section 7, as they are at the moment the event is raised. */
export function buildEventDetails({ site, pageLocation, userAgent, audiences }: EventDetailsInput): EventDetails {
  return {
    domain: site.domain,
    locale: site.locale,
    siteId: site.siteId,
    pageLocation,
    currencyCode: site.currency,
    platform: detectPlatform(userAgent),
    audiences: [...audiences],
  };
}
