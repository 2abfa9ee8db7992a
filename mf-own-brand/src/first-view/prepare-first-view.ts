import { FIRST_VIEW_DEVICES } from '@storefront/contracts';
import { reportError, v, type RecommendationsV4Response } from '@storefront/platform';
import { readFirstViewState } from '@storefront/ui/first-view';
import { categoriesOfAnswer } from '../data/load-own-brand-page';
import { PET_TYPES } from '../data/own-brand-categories';
import { FRAGMENT_NAME } from '../fragment';
import { ownBrandFirstView } from './own-brand-first-view';

// The answer itself is checked as a fresh one is (categoriesOfAnswer).
const stateSchema = v.object({ device: v.picklist(FIRST_VIEW_DEVICES), petType: v.picklist(PET_TYPES), answer: v.looseObject({}) });

/**
 * Reads the server's first view from the document, so the page's first render hydrates it. Without one, or with one
 * that cannot be used (reported), nothing is provided: the page renders as without a server, over the markup.
 */
export function prepareFirstView(): void {
  const state = readFirstViewState(stateSchema, FRAGMENT_NAME);
  if (!state) return;
  try {
    const tabs = categoriesOfAnswer(state.answer as RecommendationsV4Response);
    ownBrandFirstView.provide({ device: state.device, petType: state.petType, tabs });
  } catch (error) {
    reportError(error, { fragment: FRAGMENT_NAME, consequence: 'the first view is rendered again instead of hydrated' });
  }
}
