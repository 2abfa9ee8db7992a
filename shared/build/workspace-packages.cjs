// The workspace's packages, read from the root package.json's "workspaces": the one list of them.
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY_ROOT = path.resolve(__dirname, '../..');

/** @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The folders (relative to `root`) of the workspace's packages that have `script` in their package.json.
 * @param {string} script
 * @param {string} [root]
 * @returns {string[]}
 */
function workspacePackagesWith(script, root = REPOSITORY_ROOT) {
  /** @type {string[]} */
  const workspaces = readJson(path.join(root, 'package.json')).workspaces;
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const [parent, prefix] = [path.dirname(pattern), path.basename(pattern).replace('*', '')];
    return fs
      .readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.join(parent, entry.name));
  });
  return folders.filter((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    return fs.existsSync(manifest) && Boolean(readJson(manifest).scripts?.[script]);
  });
}

module.exports = { REPOSITORY_ROOT, workspacePackagesWith };
