import { useEffect, useState } from 'react';
import { getSiteConfig, isPlatformConfigured, loadRemoteModule, onConfigChange, type SiteConfig } from '@storefront/platform';
import { loadOwnBrandPage, type OwnBrandPageState } from '../data/load-own-brand-page';

const LOADING = { status: 'loading' } as const;

/** What the recommendations depend on besides the visitor: the site and its language (spec section 4). */
function siteKey(site: SiteConfig | undefined): string {
  return JSON.stringify([site?.siteId, site?.language]);
}

/**
 * The page's data: loading, then ready or failed. Loaded again, from the loading state, whenever the platform's
 * config changes the site or the language; an answer that arrives after a newer request started is dropped.
 */
export function useOwnBrandPage(): OwnBrandPageState {
  const [state, setState] = useState<OwnBrandPageState>(LOADING);
  useEffect(() => {
    let active = true;
    let latestRequest = 0;
    let loadedFor = siteKey(isPlatformConfigured() ? getSiteConfig() : undefined);
    const load = () => {
      latestRequest += 1;
      const request = latestRequest;
      setState(LOADING);
      // The product slider comes from mf-recommendations: fetched beside the data, so it is there when they are.
      // Its failure is reported where it is rendered (RemoteComponent).
      loadRemoteModule('mf_recommendations/RecommendationSlider').catch(() => undefined);
      void loadOwnBrandPage().then((next) => {
        if (active && request === latestRequest) setState(next);
      });
    };
    load();
    const stopListening = onConfigChange((config) => {
      const next = siteKey(config.site);
      if (next === loadedFor) return;
      loadedFor = next;
      load();
    });
    return () => {
      active = false;
      stopListening();
    };
  }, []);
  return state;
}
