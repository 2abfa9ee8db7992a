import { FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { describeSchemaIssues, reportError, v } from '@storefront/platform';
import { FRAGMENT } from '../fragment';
import { firstScreenSlots, layoutSlotsOf } from '../pipeline/use-content-page';
import { provideFirstView, type FirstViewState } from './first-view-state';

const contentModelSchema = v.looseObject({ metadata: v.looseObject({ contentType: v.string() }) });
const firstViewStateSchema = v.object({
  pageId: v.string(),
  device: v.picklist(['mobile']),
  layout: v.array(v.object({ id: v.string(), contentType: v.string() })),
  models: v.pipe(
    v.looseObject({}),
    v.check((models) => Object.values(models).every((model) => v.safeParse(contentModelSchema, model).success), 'a model without its content type'),
  ),
  loadLimit: v.number(),
});

function readState(): FirstViewState | undefined {
  const text = document.getElementById(FIRST_VIEW_STATE_ID)?.textContent;
  if (!text) return undefined;
  const parsed = v.safeParse(firstViewStateSchema, JSON.parse(text));
  if (parsed.success) return parsed.output as FirstViewState;
  reportError(new Error('The first view state in the document is malformed'), { fragment: FRAGMENT, issues: describeSchemaIssues(parsed.issues, '(state)') });
  return undefined;
}

/**
 * Reads the state of the server's first view from the document and loads the code of its blocks, so the first render
 * can hydrate the server's markup. Without a state, or when it or a block's code cannot be had, nothing is provided
 * (reported): the fragment then renders as without a server, over the markup.
 */
export async function prepareFirstView(): Promise<void> {
  try {
    const state = readState();
    if (!state) return;
    await Promise.all(firstScreenSlots(layoutSlotsOf(state.layout), state.loadLimit).map((slot) => slot.lazy.load()));
    provideFirstView(state);
  } catch (error) {
    reportError(error, { fragment: FRAGMENT, consequence: 'the first view is rendered again instead of hydrated' });
  }
}
