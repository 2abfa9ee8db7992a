import {
  FIRST_VIEW_DEVICE_ATTRIBUTE,
  FIRST_VIEW_DEVICE_WIDTHS,
  FIRST_VIEW_MANIFEST_ATTRIBUTE,
  FIRST_VIEW_MARKUP_ATTRIBUTE,
  FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE,
  FIRST_VIEW_STATE_ID,
  REPLAY_OWNER_ATTRIBUTE,
  SCRIPT_PLACEHOLDER_ATTRIBUTE,
  SLOT_CLASS_NAMES,
  type FirstViewDevice,
  type FirstViewResponse,
  type FragmentKind,
} from '@storefront/contracts';
import { firstPicturePreload } from './first-picture-preload';
import { attributeSafe, scriptSafeJson } from './html-safe';

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
 * before it loads one) and a media query that hides the markup in windows the device's widths do not cover (none for
 * the responsive device); in the slots' container the slot the shell takes over (application-slot.ts: where the width
 * does not fit, it drops it), with the markup, the release and the device it was rendered for, and the state. The slot names its fragment as the
 * owner of the clicks the document's event replay keeps until the fragment has settled it (REPLAY_OWNER_ATTRIBUTE).
 * And the `Link` header that preloads its largest picture (first-picture-preload.ts).
 * No script reads the window while the document is parsed: that would lay the half-parsed page out once more.
 */
export function firstViewMarkup({ fragment, kind, manifest, device, view }: FirstViewSlot): { head: string; slots: string; preload: string | undefined } {
  const { min, max } = FIRST_VIEW_DEVICE_WIDTHS[device];
  // Never painted in a window of another width, not even before the script below has run (no such window for a
  // responsive first view).
  const otherWidths = [...(min > 0 ? [`(max-width:${min - 1}px)`] : []), ...(Number.isFinite(max) ? [`(min-width:${max + 1}px)`] : [])].join(',');
  const head =
    (otherWidths ? `<style>@media ${otherWidths}{[${FIRST_VIEW_MARKUP_ATTRIBUTE}]{display:none}}</style>` : '') +
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
  return { head, slots, preload: firstPicturePreload(view.html, device) };
}
