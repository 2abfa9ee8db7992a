import type { FirstViewAnswer, ReleaseRenderers } from '../first-view/release-renderers';
import type { FirstViewRenderer } from './first-view-renderer';

/** Renders in the shell's server's own workers (release-renderers.ts); a render slower than `timeoutMs` is not waited for. */
export function workerFirstViews(renderers: Pick<ReleaseRenderers, 'render'>): FirstViewRenderer {
  return async ({ fragment, release }, page, timeoutMs) => {
    if (release === undefined) return { kind: 'none' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<FirstViewAnswer>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'failed', reason: `${fragment}/${release}: no first view within ${timeoutMs} ms` }), timeoutMs);
    });
    try {
      return await Promise.race([renderers.render(fragment, release, page), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
