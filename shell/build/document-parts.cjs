// Parts of index.html made at build time from the sources they belong to, so the document needs no second copy.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { transform } = require('lightningcss');
const { require: tsxRequire } = require('tsx/cjs/api');
const { inlineScript } = require('@storefront/build/inline-script');

/** The shell's stylesheet, minified, for a <style> element: the header, main area and banner are styled at first paint. */
function inlineStyles(file) {
  const { code } = transform({ filename: file, code: fs.readFileSync(file), minify: true });
  return code.toString();
}

/** The consent banner's markup, rendered from the component that hydrates it (src/chrome/static-consent-banner.tsx). */
function staticConsentBanner() {
  /** @type {typeof import('../src/chrome/static-consent-banner')} */
  const { staticConsentBannerHtml } = tsxRequire('../src/chrome/static-consent-banner.tsx', __filename);
  return staticConsentBannerHtml();
}

/** The header for a browser without JavaScript (src/chrome/static-header.tsx), for a noscript of its container. */
function staticHeader() {
  /** @type {typeof import('../src/chrome/static-header')} */
  const { staticHeaderHtml } = tsxRequire('../src/chrome/static-header.tsx', __filename);
  return staticHeaderHtml();
}

/** The footer for the first paint and a browser without JavaScript (src/chrome/static-footer.tsx), hydrated. */
function staticFooter() {
  /** @type {typeof import('../src/chrome/static-footer')} */
  const { staticFooterHtml } = tsxRequire('../src/chrome/static-footer.tsx', __filename);
  return staticFooterHtml();
}

/**
 * The event replay (src/event-replay/event-replay.ts) as the document's first script: bundled with the constants it
 * shares with the shell's server and slots, minified, one expression. The shell's server's policy runs it by its hash
 * (as it does the first view's loader, built the same way: shared/serve/src/shell-server/first-view-loader).
 */
function eventReplayScript() {
  return inlineScript(path.join(__dirname, '../src/event-replay/inline-entry.ts'));
}

/**
 * The worker that loads ICU's number-formatting data off the main thread (src/intl-warm-up), as a file named by its
 * content, and the document's script that starts it while the page's scripts download.
 * @returns {{ file: string, workerScript: string, startScript: string }}
 */
function intlWarmUp() {
  const workerScript = inlineScript(path.join(__dirname, '../src/intl-warm-up/intl-warm-up.worker.ts'));
  const file = `assets/intl-warm-up.${crypto.createHash('sha256').update(workerScript).digest('hex').slice(0, 10)}.js`;
  const startScript = inlineScript(path.join(__dirname, '../src/intl-warm-up/inline-entry.ts'), {
    INTL_WARM_UP_WORKER_URL: JSON.stringify(`/${file}`),
  });
  return { file, workerScript, startScript };
}

/**
 * html-webpack-plugin's production minification, keeping the comments around the consent banner that the shell's
 * server looks for (CONSENT_BANNER_MARKERS in @storefront/contracts).
 */
const documentMinification = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  ignoreCustomComments: [/^\/?consent-banner$/],
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

module.exports = { documentMinification, eventReplayScript, inlineStyles, intlWarmUp, staticConsentBanner, staticFooter, staticHeader };
