import createDOMPurify, { type Config } from 'dompurify';
import { domWindow } from '#dom-window';
import { safeHref } from '@storefront/platform';

/** Image and other sources only over http(s), mailto and tel, or relative; never javascript:, data: scripts, vbscript:. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: SAFE_URI,
};

/** Targets that stay in the page's own browsing context; browsers read target names case-insensitively. */
const SAME_CONTEXT_TARGETS = new Set(['', '_self', '_top', '_parent']);

function opensAnotherContext(target: string | null): boolean {
  return target !== null && !SAME_CONTEXT_TARGETS.has(target.trim().toLowerCase());
}

/** Content's own link types are kept (nofollow, sponsored), except `opener`; the new tab never gets the shop's window. */
function relWithoutOpener(rel: string | null): string {
  const kept = (rel ?? '').split(/\s+/).filter((type) => type !== '' && !['opener', 'noopener', 'noreferrer'].includes(type.toLowerCase()));
  return [...kept, 'noopener', 'noreferrer'].join(' ');
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (!purifier) {
    // An own instance, so the hooks below never change another fragment's DOMPurify.
    purifier = createDOMPurify(domWindow());
    // Set once: a configuration passed to each sanitize call is parsed again each time (sets of tags and attributes).
    purifier.setConfig(CONFIG);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name.startsWith('on')) data.keepAttr = false;
      else if (name === 'href' || name === 'xlink:href') {
        // Links go where the shop's one navigation check allows, as the browser resolves them (shop pages,
        // known domains, mail and phone); the link text stays when the target does not.
        const href = safeHref(data.attrValue, { allowContactLinks: true });
        if (href === undefined) data.keepAttr = false;
        else data.attrValue = href;
      }
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if ((node.tagName === 'A' || node.tagName === 'AREA') && opensAnotherContext(node.getAttribute('target'))) {
        node.setAttribute('rel', relWithoutOpener(node.getAttribute('rel')));
      }
    });
  }
  return purifier;
}

/**
 * Rich text from content, made safe for the DOM: no script, style or frames, no event-handler attributes,
 * links only to the shop and its known domains (or mail and phone), and `rel="noopener noreferrer"` on links that open a new tab.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html);
}
