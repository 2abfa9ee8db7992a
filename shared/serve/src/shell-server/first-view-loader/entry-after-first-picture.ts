/// <reference lib="dom" />
// Browser code: the script a document with a first view ends with (inline-entry.ts, built by loader-script.ts).
// The contract's own module, not the contracts' index: the inlined script carries nothing else.
import { FIRST_VIEW_MARKUP_ATTRIBUTE } from '@storefront/contracts/src/first-view';

/** The longest the shell's scripts wait for the first view's largest picture before they start anyway. */
export const ENTRY_WAIT_FOR_PICTURE_MS = 1000;

/**
 * How many preloads the loader starts in one task, the entry script's task being one of its own: starting a request
 * costs a slow phone's main thread 5 to 10 ms at 4x CPU slowdown, and 25 to 50 ms at the low-end phone's 6-8x (CPU
 * profiles of /eigenmarken: the entry and two preloads were one task of 110-160 ms), and the entry comes with its
 * chunks and the route's manifests (four preloads on each route in December 2026).
 */
export const PRELOADS_PER_TASK = 1;

/** A request the shell's document would make at once, which a first view's loader makes once the picture is painted. */
export interface DeferredPreload {
  href: string;
  /** `fetch`: a fragment's manifest, fetched by the federation runtime (CORS, no credentials); `script`: a chunk. */
  as: 'fetch' | 'script';
}

/** What the loader starts: the shell's entry script and what the document would have preloaded beside it. */
export interface DeferredEntry {
  entry: string;
  preloads: readonly DeferredPreload[];
}

/** The id of the JSON data block (DeferredEntry) the loader reads, just before it in the document. */
export const DEFERRED_ENTRY_ID = 'first-view-deferred-entry';

/** Starts the preloads, PRELOADS_PER_TASK in a task, in their order, from the next task on. */
function preloadInTasks(preloads: readonly DeferredPreload[]): void {
  const waiting = [...preloads];
  const next = () => {
    for (const { href, as } of waiting.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = as;
      link.href = href;
      if (as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
    if (waiting.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/**
 * Starts the shell's entry script, with its chunks and the route's manifests preloaded beside it (as the document
 * without a first view does from its head), once the first view's high-priority picture (its largest paint; the first
 * of them to load) has been painted or has failed, once the first frame has been painted when it has no picture, or after
 * ENTRY_WAIT_FOR_PICTURE_MS (the entry first, then the preloads, PRELOADS_PER_TASK per task): requested at once they shared the phone's
 * connection with the picture, and run at once they kept the main thread from painting it (half a second on a phone).
 * Runs at the end of the body, so the document is parsed, as for the deferred script it replaces.
 */
export function startEntryAfterFirstPicture({ entry, preloads }: DeferredEntry): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = entry;
    document.body.appendChild(script);
    preloadInTasks(preloads);
  };
  // The frame with the picture has been painted once the task after the next animation frame runs.
  const painted = () => requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, ENTRY_WAIT_FOR_PICTURE_MS);
  // A first view for every width may hold one such picture per width, CSS showing one: the one the window shows
  // loads (a lazy one the window hides never does), and no script reads the layout to tell which.
  const pictures = [...document.querySelectorAll<HTMLImageElement>(`[${FIRST_VIEW_MARKUP_ATTRIBUTE}] img[fetchpriority="high"]`)];
  if (pictures.length === 0 || pictures.some((picture) => picture.complete)) {
    painted();
    return;
  }
  const onLoad = () => {
    pictures.forEach((picture) => picture.removeEventListener('load', onLoad));
    painted();
  };
  for (const picture of pictures) {
    picture.addEventListener('load', onLoad);
    picture.addEventListener('error', start);
  }
}
