import { startTransition, useEffect, useState } from 'react';
import { getSiteConfig, isPlatformConfigured, loadRemoteModule, onConfigChange, type SiteConfig } from '@storefront/platform';
import { loadCatalogue, loadOwnBrandCategories, readyPage, type OwnBrandPageState, type ReadyPageState } from '../data/load-own-brand-page';
import type { OwnBrandTabs } from '../data/own-brand-categories';

const LOADING = { status: 'loading' } as const;

/** What the recommendations depend on besides the visitor: the site and its language (spec section 4). */
function siteKey(site: SiteConfig | undefined): string {
  return JSON.stringify([site?.siteId, site?.language]);
}

/**
 * The page's data: loading, then ready (its catalogue loading, then settled) or failed. Starts ready with the
 * categories of the server's first view when there is one (only its catalogue is loaded then). Loaded again, from
 * the loading state, whenever the platform's config changes the site or the language; an answer that arrives after
 * a newer request started is dropped.
 */
export function useOwnBrandPage(firstViewTabs?: OwnBrandTabs): OwnBrandPageState {
  const [state, setState] = useState<OwnBrandPageState>(() => (firstViewTabs ? readyPage(firstViewTabs) : LOADING));
  const [startTabs] = useState(firstViewTabs);
  useEffect(() => {
    let active = true;
    let latestRequest = 0;
    let loadedFor = siteKey(isPlatformConfigured() ? getSiteConfig() : undefined);
    const begin = () => {
      latestRequest += 1;
      const request = latestRequest;
      // The product slider comes from mf-recommendations: fetched beside the data, so it is there when they are.
      // Its failure is reported where it is rendered (RemoteComponent).
      loadRemoteModule('mf_recommendations/RecommendationSlider').catch(() => undefined);
      return () => active && request === latestRequest;
    };
    // Answers are transitions: React renders the tabs, banners and cards they bring in slices, leaving the main
    // thread to the shopper's input in between.
    const loadCatalogueOf = (categories: ReadyPageState, current: () => boolean) => {
      void loadCatalogue(categories.tabs).then((catalogue) => {
        if (current()) startTransition(() => setState({ ...categories, catalogue }));
      });
    };
    const load = () => {
      const current = begin();
      setState(LOADING);
      // The page shows as soon as its categories are known (their banners are its largest pictures); only the
      // sliders wait for the catalogue's products as well.
      void loadOwnBrandCategories().then((categories) => {
        if (!current()) return;
        startTransition(() => setState(categories));
        if (categories.status === 'ready') loadCatalogueOf(categories, current);
      });
    };
    if (startTabs) {
      loadCatalogueOf(readyPage(startTabs), begin());
    } else {
      load();
    }
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
  }, [startTabs]);
  return state;
}
