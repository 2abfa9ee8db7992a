import { FIRST_VIEW_DEVICES } from '@storefront/contracts';
import { eachInOwnTask, reportError, v, yieldToMain } from '@storefront/platform';
import { readFirstViewState } from '@storefront/ui/first-view';
import { FRAGMENT } from '../fragment';
import type { RegisteredBlock } from '../pipeline/block-definition';
import type { LazyBlock } from '../pipeline/lazy-block';
import { firstScreenSlots, layoutSlotsOf } from '../pipeline/use-content-page';
import { provideFirstView, type FirstViewState } from './first-view-state';

const contentModelSchema = v.looseObject({ metadata: v.looseObject({ contentType: v.string() }) });
const firstViewStateSchema = v.object({
  pageId: v.string(),
  device: v.picklist(FIRST_VIEW_DEVICES),
  layout: v.array(v.object({ id: v.string(), contentType: v.string() })),
  models: v.pipe(
    v.looseObject({}),
    v.check((models) => Object.values(models).every((model) => v.safeParse(contentModelSchema, model).success), 'a model without its content type'),
  ),
  loadLimit: v.number(),
  customerId: v.nullish(v.string()),
});

/**
 * Reads the state of the server's first view from the document and loads the code of its blocks, so the first render
 * can hydrate the server's markup. Without a state, or when it or a block's code cannot be had, nothing is provided
 * (reported): the fragment then renders as without a server, over the markup. Each kind of block's code is requested
 * in a task of its own: starting a request costs a slow phone's main thread 25-50 ms at 6-8x CPU slowdown, and the
 * five of the first screen were one task of 97-146 ms.
 */
export async function prepareFirstView(): Promise<void> {
  try {
    const state = readFirstViewState(firstViewStateSchema, FRAGMENT) as FirstViewState | undefined;
    if (!state) return;
    const blocks = new Set<LazyBlock>(firstScreenSlots(layoutSlotsOf(state.layout), state.loadLimit).map((slot) => slot.lazy));
    const loads: Promise<RegisteredBlock>[] = [];
    await yieldToMain();
    await eachInOwnTask(blocks, (block) => {
      const load = block.load();
      // Awaited with the others below; a failure meanwhile is not an unhandled one.
      load.catch(() => undefined);
      loads.push(load);
    });
    await Promise.all(loads);
    provideFirstView(state);
  } catch (error) {
    reportError(error, { fragment: FRAGMENT, consequence: 'the first view is rendered again instead of hydrated' });
  }
}
