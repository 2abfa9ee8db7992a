import { FIRST_VIEW_DEVICES } from '@storefront/contracts';
import { reportError, v, yieldToMain } from '@storefront/platform';
import { readFirstViewState } from '@storefront/ui/first-view';
import { categoriesOfAnswerInTasks } from '../data/load-own-brand-page';
import { PET_TYPES } from '../data/own-brand-categories';
import { FRAGMENT_NAME } from '../fragment';
import { ownBrandFirstView } from './own-brand-first-view';

// The answer itself is checked as a fresh one is (categoriesOfAnswerInTasks).
const stateSchema = v.object({ device: v.picklist(FIRST_VIEW_DEVICES), petType: v.picklist(PET_TYPES), answer: v.looseObject({}) });

/**
 * Reads the server's first view from the document, so the page's first render hydrates it. Without one, or with one
 * that cannot be used (reported), nothing is provided: the page renders as without a server, over the markup. On a
 * slow phone reading the state and checking each category take a task each.
 */
export async function prepareFirstView(): Promise<void> {
  const state = readFirstViewState(stateSchema, FRAGMENT_NAME);
  if (!state) return;
  await yieldToMain();
  try {
    const tabs = await categoriesOfAnswerInTasks(state.answer);
    ownBrandFirstView.provide({ device: state.device, petType: state.petType, tabs });
  } catch (error) {
    reportError(error, { fragment: FRAGMENT_NAME, consequence: 'the first view is rendered again instead of hydrated' });
  }
}
