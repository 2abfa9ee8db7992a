import { TAG_MANAGER_READY_EVENT } from '../browser/browser-globals';

export const TAG_MANAGER_URL = 'http://localhost:8090/tag-manager.js';

type Answer = { status: number; body: unknown } | Error;

/**
 * Answers the page's fetch calls by path: each path has a list of answers used in turn (the last one repeats).
 * Records every request so tests can check paths and headers.
 */
export function answerFetch(answers: Record<string, Answer[]>) {
  const requests: Request[] = [];
  const spy = jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const path = new URL(request.url).pathname;
    const queue = answers[path];
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) return new Response('not found', { status: 404 });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { spy, requests };
}

/** What the tag-manager stand-in does once it has loaded. */
export function tagManagerLoads(): void {
  window.storefrontTagManager = { ready: true };
  window.dispatchEvent(new Event(TAG_MANAGER_READY_EVENT));
}

/** Forgets everything a tracking runtime left on the page. */
export function clearTrackingGlobals(): void {
  window.__storefrontTracking?.dispose();
  delete window.__storefrontTracking;
  delete window.storefrontTagManager;
  delete window.dataLayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}

/** Lets pending promises (fetch answers) settle under fake timers. */
export async function settle(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}
