import {
  FIRST_VIEW_DEVICE_ATTRIBUTE,
  FIRST_VIEW_DEVICE_WIDTHS,
  FIRST_VIEW_ENDPOINT,
  FIRST_VIEW_MANIFEST_ATTRIBUTE,
  FIRST_VIEW_MARKUP_ATTRIBUTE,
  FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE,
  FIRST_VIEW_STATE_ID,
  REPLAY_OWNER_ATTRIBUTE,
  SCRIPT_PLACEHOLDER_ATTRIBUTE,
  SLOT_CLASS_NAMES,
  containerName,
  FRAGMENTS,
  REQUEST_TIMEOUT_MS,
  type FirstViewDevice,
  type FirstViewResponse,
  type FragmentName,
  type FragmentKind,
  type FragmentRoute,
  type RegistryDocument,
} from '@storefront/contracts';
import type { FirstViewPage } from '../first-view/release-first-view';
import type { FirstViewAnswer, ReleaseRenderers } from '../first-view/release-renderers';
import { attributeSafe, scriptSafeJson } from './html-safe';

/**
 * The device a request names: a phone's browser sends `Sec-CH-UA-Mobile: ?1` or a user agent with `Mobile`.
 * Undefined otherwise (a desktop, a tablet, a crawler): the server cannot tell the width, so it renders no first view.
 */
export function firstViewDeviceOf(headers: { 'user-agent'?: string; 'sec-ch-ua-mobile'?: string }): FirstViewDevice | undefined {
  return headers['sec-ch-ua-mobile'] === '?1' || /\bMobile\b/.test(headers['user-agent'] ?? '') ? 'mobile' : undefined;
}

function isFirstViewResponse(value: unknown): value is FirstViewResponse {
  const candidate = value as Partial<FirstViewResponse> | null;
  return (
    typeof candidate?.html === 'string' &&
    candidate.state !== undefined &&
    Array.isArray(candidate.stylesheets) &&
    candidate.stylesheets.every((sheet) => typeof sheet?.file === 'string' && typeof sheet.css === 'string')
  );
}

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

/** Asks the fragment's server of the release (next to its manifest: `<release>/first-view`), forwarding the cookies. */
export const httpFirstViews: FirstViewRenderer = async ({ manifest }, { pathname, search, device, cookie }, timeoutMs) => {
  let url: URL | undefined;
  try {
    url = new URL(FIRST_VIEW_ENDPOINT, manifest);
    url.search = new URLSearchParams({ path: pathname, search, device }).toString();
    const headers = { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    if (response.status === 204 || response.status === 404) return { kind: 'none' };
    if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isFirstViewResponse(body)) throw new Error('answered something else than a first view');
    return { kind: 'view', view: body };
  } catch (error) {
    return { kind: 'failed', reason: `${url ? `${url.origin}${url.pathname}` : manifest}: ${error instanceof Error ? error.message : String(error)}` };
  }
};

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

/** Asks `renderer` for a first view; a failure is logged (the document is then served without). */
export async function askForFirstView(renderer: FirstViewRenderer, target: FirstViewTarget, page: FirstViewPage, timeoutMs: number): Promise<FirstViewAnswer> {
  const answer = await renderer(target, page, timeoutMs);
  if (answer.kind === 'failed') console.warn(`First view of ${page.pathname} from ${answer.reason}; served without`);
  return answer;
}

/** How long the warmer waits before it tries a release again whose server failed to render a first view. */
export const FIRST_VIEW_WARM_RETRY_MS = 30_000;

/**
 * Renders each live release's first views once, the first time it is seen live: loading a release's server bundle
 * takes longer than the shell's server waits for a first view (the first shoppers after a start, a deploy or a
 * rollback would get none). When one of them fails (the fragment's server not up yet, an error), that release is
 * warmed again on a request FIRST_VIEW_WARM_RETRY_MS later or after. Resolves once those renders are done.
 */
export function firstViewWarmer(now: () => number = Date.now, renderer: FirstViewRenderer = httpFirstViews): (registry: RegistryDocument) => Promise<void> {
  /** Manifest -> when it may be warmed (again): never for one warmed, or being warmed. */
  const warmAt = new Map<string, number>();
  const warm = async (target: FirstViewTarget, routes: readonly FragmentRoute[]) => {
    warmAt.set(target.manifest, Infinity);
    const answers = await Promise.all(
      routes.map((route) => askForFirstView(renderer, target, { pathname: route.path, search: '', device: 'mobile' }, REQUEST_TIMEOUT_MS)),
    );
    if (answers.some((answer) => answer.kind === 'failed')) warmAt.set(target.manifest, now() + FIRST_VIEW_WARM_RETRY_MS);
  };
  return async (registry) => {
    const warming = FRAGMENTS.flatMap((fragment) => {
      const entry = registry.fragments[containerName(fragment.name)];
      if (!('firstView' in fragment) || !entry || now() < (warmAt.get(entry.manifest) ?? -Infinity)) return [];
      return [warm({ fragment: fragment.name, manifest: entry.manifest, release: entry.release }, fragment.routes as readonly FragmentRoute[])];
    });
    await Promise.all(warming);
  };
}

export interface FirstViewSlot {
  fragment: string;
  kind: FragmentKind;
  /** The fragment's manifest: the stylesheets' names are relative to it. */
  manifest: string;
  device: FirstViewDevice;
  view: FirstViewResponse;
}

/**
 * The first view in the document: the fragment's stylesheets in the head (each with the `data-href` webpack looks for
 * before it loads one) and a media query that hides the markup in windows the device's widths do not cover; in the
 * slots' container the slot the shell takes over (application-slot.ts: where the width does not fit, it drops it),
 * with the markup, the release and the device it was rendered for, and the state. The slot names its fragment as the
 * owner of the clicks the document's event replay keeps until the fragment has settled it (REPLAY_OWNER_ATTRIBUTE).
 * No script reads the window while the document is parsed: that would lay the half-parsed page out once more.
 */
export function firstViewMarkup({ fragment, kind, manifest, device, view }: FirstViewSlot): { head: string; slots: string } {
  const { min, max } = FIRST_VIEW_DEVICE_WIDTHS[device];
  // Never painted in a window of another width, not even before the script below has run.
  const otherWidths = [...(min > 0 ? [`(max-width:${min - 1}px)`] : []), `(min-width:${max + 1}px)`].join(',');
  const head =
    `<style>@media ${otherWidths}{[${FIRST_VIEW_MARKUP_ATTRIBUTE}]{display:none}}</style>` +
    // Without JavaScript what only holds a place for the scripts' content never fills: the page ends after the rest
    // (important: over the fragment's own display of it, whatever the order of the stylesheets).
    `<noscript><style>[${SCRIPT_PLACEHOLDER_ATTRIBUTE}]{display:none!important}</style></noscript>` +
    view.stylesheets
      .map(({ file, css }) => `<style data-href="${attributeSafe(new URL(file, manifest).href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
      .join('');
  const slots =
    `<div class="${SLOT_CLASS_NAMES.root} ${SLOT_CLASS_NAMES.root}--${kind}" data-fragment="${attributeSafe(fragment)}" ${REPLAY_OWNER_ATTRIBUTE}="${attributeSafe(fragment)}" ` +
    `${FIRST_VIEW_MANIFEST_ATTRIBUTE}="${attributeSafe(manifest)}" ${FIRST_VIEW_DEVICE_ATTRIBUTE}="${device}">` +
    `<div class="${SLOT_CLASS_NAMES.content}" ${FIRST_VIEW_MARKUP_ATTRIBUTE}="">${view.html}</div></div>` +
    `<script type="application/json" id="${FIRST_VIEW_STATE_ID}" ${FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE}="${attributeSafe(fragment)}">${scriptSafeJson(view.state)}</script>`;
  return { head, slots };
}

/** The longest the shell's scripts wait for the first view's largest picture before they start anyway. */
export const ENTRY_WAIT_FOR_PICTURE_MS = 1000;

/**
 * How many preloads the loader starts in one task: starting a request costs a slow phone's main thread 5 to 10 ms
 * (measured at 4x CPU slowdown), and the shell's entry comes with a dozen.
 */
const PRELOADS_PER_TASK = 2;

/** A request the shell's document would make at once, which a first view's loader makes once the picture is painted. */
export interface DeferredPreload {
  href: string;
  /** `fetch`: a fragment's manifest, fetched by the federation runtime (CORS, no credentials); `script`: a chunk. */
  as: 'fetch' | 'script';
}

/**
 * Starts the shell's entry script, with its chunks and the route's manifests preloaded beside it (as the document
 * without a first view does from its head), once the first view's high-priority picture (its largest paint) has
 * been painted or has failed, once the first frame has been painted when it has no picture, or after
 * ENTRY_WAIT_FOR_PICTURE_MS (the entry first, the preloads a few per task): requested at once they shared the phone's connection with the picture, and run at once
 * they kept the main thread from painting it (half a second on a phone). Placed at the end of the body, so the
 * document is parsed when it runs, as for the deferred script it replaces.
 */
export function entryAfterFirstPicture({ entry, preloads }: { entry: string; preloads: readonly DeferredPreload[] }): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const script =
    `(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement('script');s.src=${json(entry)};document.body.appendChild(s);` +
    `var preloads=${json(preloads)};(function next(){` +
    `preloads.splice(0,${PRELOADS_PER_TASK}).forEach(function(p){var l=document.createElement('link');l.rel='preload';l.as=p.as;l.href=p.href;` +
    `if(p.as==='fetch')l.crossOrigin='anonymous';document.head.appendChild(l);});` +
    `if(preloads.length)setTimeout(next,0);})();}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(start,0);});}` +
    `setTimeout(start,${ENTRY_WAIT_FOR_PICTURE_MS});` +
    `var img=document.querySelector('[${FIRST_VIEW_MARKUP_ATTRIBUTE}] img[fetchpriority="high"]');if(!img){painted();return;}` +
    `if(img.complete){painted();}else{img.addEventListener('load',painted);img.addEventListener('error',start);}})();`;
  return `<script>${script}</script>`;
}
