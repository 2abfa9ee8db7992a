import crypto from 'node:crypto';
import type { DeferredPreload } from './first-view-loader/entry-after-first-picture';
import { entryAfterFirstPicture } from './first-view-loader/loader-script';
import { attributeSafe, scriptSafeJson } from './html-safe';
import { CONSENT_BANNER_CONTAINER_ID, CONSENT_BANNER_MARKERS, CONSENT_FORM, INLINE_DOCUMENT_IDS, type InlineDocumentName } from '@storefront/contracts';

export interface ShellDocumentParts {
  /** The built index.html of the shell. */
  template: string;
  /** The deployment documents, inlined as JSON data blocks the shell reads instead of fetching them in turn. */
  documents: Record<InlineDocumentName, unknown>;
  /** Origins the browser connects to early (fragments, APIs): a few, or they compete with the page's own requests. */
  preconnect: readonly string[];
  /**
   * Manifests of the fragments this route mounts: fetched while the shell's scripts download and run, so the
   * federation runtime finds them there instead of asking for them after the shell has started.
   */
  manifests: readonly string[];
  /** The shopper decided on consent already (the cookie is set): the static banner is left out, not hidden later. */
  consentDecided: boolean;
  /** This page's path and query: the static banner's form sends the shopper back to it. */
  returnTo: string;
  /** The route owner's first view rendered on the server (first-view-markup.ts), when there is one. */
  firstView?: { head: string; slots: string };
}

/** The shell's entry script as the build writes it (deferred). */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;
/** The build's preloads of the chunks the shell's entry loads at once (shell/webpack.config.cjs writes them). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" href="([^"]+)" fetchpriority="low">/g;

/** The slots' container in the built index.html: a first view goes inside it. */
export const SLOTS_CONTAINER = '<div id="shell-slots"></div>';

/**
 * The element the built index.html has right after the slots' container: once the parser has reached it, the first
 * view is all there (shell/src/styles/global.css keeps the slots hidden until then, in browsers without `expect`).
 */
export const FIRST_VIEW_END = '#shell-not-found';

/**
 * Chromium's render-blocking `expect` link: the first paint waits until the parser has passed the first view. A page
 * painted while half parsed lays each part out again as the rest arrives, frames of 50-120 ms on a low-end phone
 * right after the first paint (bench:main-thread --trace on /eigenmarken).
 */
const FIRST_VIEW_PARSED = `<link rel="expect" href="${FIRST_VIEW_END}" blocking="render">`;

/** Preconnects beyond this many cost more than they save on a phone (Lighthouse warns above 4 as well). */
export const MAX_PRECONNECTS = 4;

/** An input element of the static banner (the shell's static-consent-banner.tsx builds its return field with `/`). */
const INPUT_ELEMENT = /<input\b[^>]*>/g;

/** The static banner's form with this page as the one to go back to (whatever order the minifier put attributes in). */
function withConsentReturnPath(html: string, returnTo: string): string {
  const start = html.indexOf(CONSENT_BANNER_MARKERS.start);
  const end = html.indexOf(CONSENT_BANNER_MARKERS.end);
  if (start === -1 || end < start) return html;
  const banner = html
    .slice(start, end)
    .replace(INPUT_ELEMENT, (input) =>
      input.includes(`name="${CONSENT_FORM.returnField}"`) ? input.replace(/\bvalue="[^"]*"/, () => `value="${attributeSafe(returnTo)}"`) : input,
    );
  return `${html.slice(0, start)}${banner}${html.slice(end)}`;
}

function withoutConsentBanner(html: string): string {
  const start = html.indexOf(CONSENT_BANNER_MARKERS.start);
  const end = html.indexOf(CONSENT_BANNER_MARKERS.end);
  if (start === -1 || end < start) return html;
  return `${html.slice(0, start)}<div id="${CONSENT_BANNER_CONTAINER_ID}"></div>${html.slice(end + CONSENT_BANNER_MARKERS.end.length)}`;
}

/** A page's HTML and the inline scripts the policy lets run. */
export interface RenderedShellDocument {
  html: string;
  /**
   * The CSP hashes of the inline scripts this server writes (the template's, the first view's loader), none of what
   * is in a fragment's first view: a script that got into a fragment's markup is not run (the policy is the second
   * line of defence behind the fragments' sanitising). A first view's data blocks need none.
   */
  scriptHashes: string[];
}

/**
 * The shell's HTML for a page: documents inlined, early connections and manifests, the banner when undecided (its
 * form naming this page). The same for every shopper of the same inputs (no nonce, no token: document-cache.ts).
 */
export function renderShellDocument({
  template,
  documents,
  preconnect,
  manifests,
  consentDecided,
  returnTo,
  firstView,
}: ShellDocumentParts): RenderedShellDocument {
  const page = consentDecided ? withoutConsentBanner(template) : withConsentReturnPath(template, returnTo);
  // With a first view, the entry, its chunks and the manifests start once its picture is painted (first-view-loader/),
  // from the end of the body: requested before, they share the phone's connection with that picture.
  const entry = firstView ? ENTRY_SCRIPT.exec(page) : null;
  const chunks = entry ? [...page.matchAll(CHUNK_PRELOAD)] : [];
  const ownHead = [
    firstView ? FIRST_VIEW_PARSED : '',
    ...preconnect.slice(0, MAX_PRECONNECTS).map((origin) => `<link rel="preconnect" href="${attributeSafe(origin)}" crossorigin>`),
    // `crossorigin` (anonymous): the request mode and credentials of the runtime's `fetch`, so the preload is used.
    ...(entry ? [] : manifests.map((manifest) => `<link rel="preload" href="${attributeSafe(manifest)}" as="fetch" crossorigin>`)),
    ...(Object.keys(INLINE_DOCUMENT_IDS) as InlineDocumentName[]).map(
      (name) => `<script type="application/json" id="${INLINE_DOCUMENT_IDS[name]}">${scriptSafeJson(documents[name])}</script>`,
    ),
  ].join('');
  const html = entry ? chunks.reduce((withoutChunks, chunk) => withoutChunks.replace(chunk[0], ''), page.replace(entry[0], '')) : page;
  // Replaced by functions: in a replacement string, `$&` or `$'` in content would be patterns.
  const withSlots = firstView ? html.replace(SLOTS_CONTAINER, () => `${SLOTS_CONTAINER.slice(0, -'</div>'.length)}${firstView.slots}</div>`) : html;
  const preloads: DeferredPreload[] = [
    ...manifests.map((href) => ({ href, as: 'fetch' as const })),
    ...chunks.map((chunk) => ({ href: chunk[1] ?? '', as: 'script' as const })),
  ];
  const loader = entry && entryAfterFirstPicture({ entry: entry[1] ?? '', preloads });
  const withEntry = loader ? withSlots.replace('</body>', () => `${loader}</body>`) : withSlots;
  return {
    html: withEntry.replace('</head>', () => `${ownHead}${firstView?.head ?? ''}</head>`),
    // Hashed without the first view: its markup is a fragment's.
    scriptHashes: inlineScriptHashes(`${ownHead}${html}${loader ?? ''}`),
  };
}

/** A script element of a document: its attributes and text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP hashes (`'sha256-...'`) of the document's inline scripts, which run by them instead of a per-response
 * nonce: the same document goes to many shoppers (document-cache.ts). Scripts with a `src` run by their origin, and
 * data blocks (`type="application/json"`) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/.test(attributes) && !/\btype\s*=\s*"?application\/json/.test(attributes))
    .map(([, , text = '']) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`);
}
