import { FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE, FIRST_VIEW_STATE_ID } from '@storefront/contracts';

/**
 * The document as the shell's server sends it with a fragment's first view: the markup in `#slot`, the state in its
 * JSON data block naming the fragment. Returns the slot, the element to hydrate.
 */
export function putFirstViewIntoDocument(fragment: string, html: string, state: unknown): HTMLElement {
  document.body.innerHTML = `<div id="slot">${html}</div>`;
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = FIRST_VIEW_STATE_ID;
  data.setAttribute(FIRST_VIEW_STATE_FRAGMENT_ATTRIBUTE, fragment);
  data.textContent = JSON.stringify(state);
  document.body.append(data);
  return document.getElementById('slot') as HTMLElement;
}
