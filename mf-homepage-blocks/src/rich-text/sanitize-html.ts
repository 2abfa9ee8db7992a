import createDOMPurify, { type Config } from 'dompurify';

/** Links and image sources only over http(s), mailto and tel, or relative; never javascript:, data: scripts, vbscript:. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ADD_ATTR: ['target'],
  ALLOWED_URI_REGEXP: SAFE_URI,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function getPurifier() {
  if (!purifier) {
    // An own instance, so the hooks below never change another fragment's DOMPurify.
    purifier = createDOMPurify(window);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName.toLowerCase().startsWith('on')) data.keepAttr = false;
    });
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/**
 * Rich text from content, made safe for the DOM: no script, style or frames, no event-handler attributes,
 * links only via safe protocols, and `rel="noopener noreferrer"` on links that open a new tab.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
