// Imported as `@storefront/ui/first-view`: not part of the shared `@storefront/ui` singleton but bundled into each
// fragment that renders a first view, so it works whichever release's copy of `@storefront/ui` the page loaded first.
import { FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@storefront/contracts';
import { describeSchemaIssues, reportError, v } from '@storefront/platform';

/**
 * Where a fragment keeps the state of the server's first view between reading it and its first render: set on the
 * server for one (synchronous) render, in the browser once before hydrating, cleared once the page has taken it.
 */
export interface FirstViewStore<State> {
  provide(state: State | undefined): void;
  /** A first view has been provided and not taken yet (the fragment app hydrates then). */
  has(): boolean;
  current(): State | undefined;
}

export function createFirstViewStore<State>(): FirstViewStore<State> {
  let provided: State | undefined;
  return {
    provide: (state) => {
      provided = state;
    },
    has: () => provided !== undefined,
    current: () => provided,
  };
}

/**
 * The fragment's first-view state the shell's server put into the document (FIRST_VIEW_STATE_ID, naming the
 * fragment), checked against the fragment's schema, and taken out of the document: a later page of the visit never
 * reads it. Undefined without one (or with another fragment's); undefined and reported when it is not JSON or not
 * what the schema says (the fragment then renders as without a server).
 */
export function readFirstViewState<State>(schema: v.GenericSchema<unknown, State>, fragment: string): State | undefined {
  const element = document.getElementById(FIRST_VIEW_STATE_ID);
  if (!element || element.getAttribute(FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE) !== fragment) return undefined;
  element.remove();
  const text = element.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    if (parsed.success) return parsed.output;
    reportError(new Error('The first view state in the document is malformed'), { fragment, issues: describeSchemaIssues(parsed.issues, '(state)') });
  } catch (error) {
    reportError(error, { fragment, consequence: 'the first view is rendered again instead of hydrated' });
  }
  return undefined;
}
