// The tag-manager stand-in served at /tag-manager.js: after a delay it forwards window.dataLayer to the collector; the
// A/B-testing tool it stands in for too publishes the shopper's experiment assignments as window.abTestData.
import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';

/** How long after the script runs the stand-in's A/B-testing tool publishes its assignments. */
export const DEFAULT_AB_TEST_DELAY_MS = 1200;

/** The experiments every shopper of the sample backend takes part in. */
export const SAMPLE_AB_TESTS = [
  { experiment: 'hero_reihenfolge', variant: 'B' },
  { experiment: 'versand_hinweis', variant: 'A' },
] as const;

/**
 * The script. Its last timer stands for the shop's A/B-testing tool, which the tag manager loads: it publishes the
 * shopper's assignments a while later (no comment in the script itself: every byte of it counts in `/`'s budget).
 */
export function tagManagerScript(delayMs: number, abTestDelayMs = DEFAULT_AB_TEST_DELAY_MS): string {
  return `/* storefront sample tag manager: forwards window.dataLayer to /collector/events */
(function () {
  'use strict';
  if (window.__storefrontTagManagerLoaded) return;
  window.__storefrontTagManagerLoaded = true;
  var delay = ${JSON.stringify(delayMs)};
  var script = document.currentScript;
  var src = (script && script.src) || window.location.href;
  var endpoint = new URL('/collector/events', src).href;
  var timeoutMs = ${JSON.stringify(REQUEST_TIMEOUT_MS)};
  var chain = Promise.resolve();
  function send(entries) {
    if (!entries.length) return;
    var body = JSON.stringify(entries);
    // Chained so the collector receives batches in the order they were pushed; a post that hangs is given up, so it
    // does not hold back the ones after it for ever.
    chain = chain.then(function () {
      return fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: body,
        keepalive: true,
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs)
      }).catch(function () {});
    });
  }
  function start() {
    var dataLayer = (window.dataLayer = window.dataLayer || []);
    send(dataLayer.slice());
    var pending = [];
    var scheduled = false;
    var push = Array.prototype.push;
    dataLayer.push = function () {
      var result = push.apply(dataLayer, arguments);
      for (var i = 0; i < arguments.length; i++) pending.push(arguments[i]);
      if (!scheduled) {
        scheduled = true;
        Promise.resolve().then(function () {
          scheduled = false;
          send(pending.splice(0, pending.length));
        });
      }
      return result;
    };
    window.storefrontTagManager = { ready: true, loadedAt: Date.now() };
    window.dispatchEvent(new Event('storefront:tag-manager-ready'));
  }
  setTimeout(start, delay);
  setTimeout(function () {
    if (window.abTestData === undefined) window.abTestData = ${JSON.stringify(SAMPLE_AB_TESTS)};
  }, ${JSON.stringify(abTestDelayMs)});
})();
`;
}
