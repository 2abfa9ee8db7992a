import { expect, test } from '../fixtures';
import { AFTER_SCROLL_GZIP_BUDGET_BYTES, INITIAL_GZIP_BUDGET_BYTES, measureJavaScript, totals } from '../support/javascript-bytes';
import { SHELL_URL } from '../support/urls';
import { VISITS, type Visit } from '../support/visits';

// The byte budget of `/` (docs/performance.md), measured as `npm run bench:bytes` measures it, on every run: a
// release of any fragment that takes `/` over it fails here, not only when someone runs the benchmark. Bytes do not
// vary with the machine's load; waiting for the page to settle can only miss a late file, never add one. The visit with
// consent given: its page loads what a first visit's does (the banner is the shell's) and the personalisation and
// tracking code on top (`bench:bytes` measures both; 2026-12-05 they were the same 54 files).
const visit = VISITS.find((candidate) => candidate.kind === 'returning') as Visit;

test(`/ on a touch phone, ${visit.label}: at most 170 KB gzip of JavaScript before any scroll, at most 260 KB with every block in after scrolling to the end`, async ({
  browser,
}) => {
  const { initial, afterScroll, missingContentTypes } = await measureJavaScript(browser, '/', visit);

  expect(missingContentTypes, 'block types of the layout not on the page after the scroll').toEqual([]);
  expect(
    initial.some((script) => script.url.startsWith(SHELL_URL)),
    'the shell’s own scripts are counted',
  ).toBe(true);
  expect(afterScroll.length, 'blocks below the first screen bring their code with the scroll').toBeGreaterThan(initial.length);
  expect(totals(initial).gzipBytes, 'gzip bytes before any scroll').toBeLessThanOrEqual(INITIAL_GZIP_BUDGET_BYTES);
  expect(totals(afterScroll).gzipBytes, 'gzip bytes after scrolling to the end').toBeLessThanOrEqual(AFTER_SCROLL_GZIP_BUDGET_BYTES);
});
