import { SCRIPT_SCHEME } from './xss-corpus';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/**
 * What in a rendered element could run code or lead off the shop: scripts (JSON-LD data excepted), event-handler
 * attributes, `srcdoc`, `<base>`, meta refreshes, and URL attributes with a script scheme. Empty when it is safe.
 */
export function activeContentIn(element: Element): string[] {
  const found: string[] = [];
  element.querySelectorAll('script:not([type="application/ld+json"]), base, meta[http-equiv], iframe, object, embed').forEach((node) => {
    found.push(`<${node.tagName.toLowerCase()}>`);
  });
  element.querySelectorAll('*').forEach((node) => {
    for (const attribute of Array.from(node.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc') found.push(`${name} on <${node.tagName.toLowerCase()}>`);
      else if (URL_ATTRIBUTES.includes(name) && SCRIPT_SCHEME.test(attribute.value)) found.push(`${name}="${attribute.value.slice(0, 40)}"`);
    }
  });
  return found;
}
