import { createContext } from 'react';
import type { FirstViewDevice } from '@storefront/contracts';
import type { RecommendationsV4Response } from '@storefront/platform/calls';
import { createFirstViewStore } from '@storefront/ui/first-view';
import type { OwnBrandTabs, PetType } from '../data/own-brand-categories';

/** The page's first view as it travels in the document: the recommender's answer, checked again in the browser. */
export interface OwnBrandFirstViewState {
  /** The device the server assumed (a window of another width never shows the markup: the shell drops it). */
  device: FirstViewDevice;
  /** The tab the server rendered (from the URL's `type`). */
  petType: PetType;
  answer: RecommendationsV4Response;
}

/** What the page's first render starts from, on the server and when the browser hydrates: the same tab and categories. */
export interface OwnBrandFirstView {
  device: FirstViewDevice;
  petType: PetType;
  tabs: OwnBrandTabs;
}

export const ownBrandFirstView = createFirstViewStore<OwnBrandFirstView>();

/**
 * The device the page was rendered for on the server, while the page shows that render: the first category's banner
 * for that device is loaded at once (it is the largest paint), the other device's banner not at all.
 */
export const AssumedDeviceContext = createContext<FirstViewDevice | undefined>(undefined);
