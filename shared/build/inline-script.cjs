// A browser script a document carries inline, from its TypeScript source: the shell's build inlines the event replay
// into index.html with it, the shell's server the first view's loader into a document.

/**
 * The script of `entryFile` bundled with what it imports (tree-shaken), minified, one expression (an IIFE) without
 * comments, for a <script> element (or a worker's file).
 * @param {string} entryFile absolute path of the TypeScript entry
 * @param {Record<string, string>} [define] identifiers replaced by the given JavaScript expressions (esbuild's define)
 * @returns {string}
 */
function inlineScript(entryFile, define = {}) {
  // Required when used: esbuild refuses to load in a jsdom test environment, where modules importing this one run.
  const esbuild = require('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [entryFile],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define,
  });
  return outputFiles[0].text.trim();
}

module.exports = { inlineScript };
