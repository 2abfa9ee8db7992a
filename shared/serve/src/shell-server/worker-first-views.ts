import type { ReleaseRenderers } from '../first-view/release-renderers';
import type { FirstViewRenderer } from './first-view-renderer';
import { settledWithin } from './settled-within';

/** Renders in the shell's server's own workers (release-renderers.ts); a render slower than `timeoutMs` is not waited for. */
export function workerFirstViews(renderers: Pick<ReleaseRenderers, 'render'>): FirstViewRenderer {
  return async ({ fragment, release }, page, timeoutMs) => {
    if (release === undefined) return { kind: 'none' };
    const answer = await settledWithin(renderers.render(fragment, release, page), timeoutMs);
    return answer?.value ?? { kind: 'failed', reason: `${fragment}/${release}: no first view within ${timeoutMs} ms` };
  };
}
