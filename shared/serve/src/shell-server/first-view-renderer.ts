import type { FragmentName } from '@storefront/contracts';
import type { FirstViewPage } from '../first-view/release-first-view';
import type { FirstViewAnswer } from '../first-view/release-renderers';

/** The live release whose first view is asked for. */
export interface FirstViewTarget {
  fragment: FragmentName;
  manifest: string;
  /** The published release (absent in a registry entry of a build that is not a release). */
  release?: string;
}

/**
 * Renders a release's first view of a page within `timeoutMs`; `failed` (with the reason, which the caller logs) when
 * it cannot. Where it is rendered is the storage's matter: the fragment's server of `npm start` next to the local
 * folder (httpFirstViews), or the shell's server itself for an object store (workerFirstViews).
 */
export type FirstViewRenderer = (target: FirstViewTarget, page: FirstViewPage, timeoutMs: number) => Promise<FirstViewAnswer>;

/** Asks `renderer` for a first view; a failure is logged (the document is then served without). */
export async function askForFirstView(renderer: FirstViewRenderer, target: FirstViewTarget, page: FirstViewPage, timeoutMs: number): Promise<FirstViewAnswer> {
  const answer = await renderer(target, page, timeoutMs);
  if (answer.kind === 'failed') console.warn(`First view of ${page.pathname} from ${answer.reason}; served without`);
  return answer;
}
