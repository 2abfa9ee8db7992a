/** Each payload must lose its dangerous part on the way to the DOM; the harmless text around it stays. */
export const XSS_PAYLOADS = {
  script: '<p>Sicherer Text</p><script>window.__pwned = true</script>',
  onerror: '<p>Sicherer Text<img src="x" onerror="window.__pwned = true"></p>',
  javascriptUrl: '<p>Sicherer Text <a href="javascript:window.__pwned = true">Klick</a></p>',
} as const;

/** True if the element holds anything of the payloads above that could run (JSON-LD data scripts do not run). */
export function containsActiveContent(element: Element): boolean {
  return (
    element.querySelector('script:not([type="application/ld+json"])') !== null ||
    Array.from(element.querySelectorAll('*')).some(
      (node) =>
        Array.from(node.attributes).some((attribute) => attribute.name.startsWith('on')) ||
        /javascript:/i.test(node.getAttribute('href') ?? '') ||
        /javascript:/i.test(node.getAttribute('src') ?? ''),
    )
  );
}
