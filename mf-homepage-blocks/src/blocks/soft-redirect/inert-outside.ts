/**
 * Makes everything outside `element` inert (out of reach of focus, the pointer and a screen reader's virtual cursor):
 * the siblings of the element and of each of its ancestors up to the body, also those added while it lasts (a block
 * or banner arriving behind a dialog). Returns the undo, which leaves what was inert before as it was.
 */
export function inertOutside(element: Element): () => void {
  const madeInert: Element[] = [];
  const makeInert = (node: Node) => {
    if (node instanceof Element && !node.contains(element) && !node.hasAttribute('inert')) {
      node.setAttribute('inert', '');
      madeInert.push(node);
    }
  };
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(makeInert)));
  for (let node = element; node !== document.body && node.parentElement; node = node.parentElement) {
    Array.from(node.parentElement.children).forEach(makeInert);
    observer.observe(node.parentElement, { childList: true });
  }
  return () => {
    observer.disconnect();
    madeInert.forEach((node) => node.removeAttribute('inert'));
  };
}
