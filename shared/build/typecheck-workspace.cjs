// Type-checks every workspace package the way its own tsconfig.json does, in as few TypeScript programs as there are
// distinct compiler settings (browser code, Node servers, end-to-end tests, the build presets). Each package's own
// `tsc -p` re-checks every shared source it imports (the shared packages' "types" are their sources): 15 programs
// took ~62 s on 2 cores, these 4 ~18 s, with the same files and the same options for each file.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { REPOSITORY_ROOT, workspacePackagesWith } = require('./workspace-packages.cjs');

/**
 * The workspace's packages with a `typecheck` script and a tsconfig.json.
 * @param {string} root
 */
const typeCheckedPackages = (root) => workspacePackagesWith('typecheck', root).filter((folder) => fs.existsSync(path.join(root, folder, 'tsconfig.json')));

/**
 * The options that decide how a file is checked (not where its tsconfig.json lies).
 * @param {import('typescript').CompilerOptions} options
 */
function checkingOptions(options) {
  const { configFilePath: _configFilePath, pathsBasePath: _pathsBasePath, ...checking } = options;
  // Sorted entries, not a key list as replacer: that list would also drop the keys of nested options (`paths`).
  return JSON.stringify(Object.entries(checking).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * @typedef {{ options: import('typescript').CompilerOptions, packages: string[], files: string[] }} WorkspaceProgram
 */

/**
 * One program per distinct set of checking options: the packages that share it and the union of their files.
 * @param {string} [root]
 * @returns {WorkspaceProgram[]}
 */
function workspacePrograms(root = REPOSITORY_ROOT) {
  /** @type {Map<string, { options: import('typescript').CompilerOptions, packages: string[], files: Set<string> }>} */
  const programs = new Map();
  for (const folder of typeCheckedPackages(root)) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(root, folder, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) continue;
    if (parsed.errors.length > 0) throw new Error(ts.formatDiagnostics(parsed.errors, formatHost(root)));
    const key = checkingOptions(parsed.options);
    const program = programs.get(key) ?? { options: parsed.options, packages: [], files: new Set() };
    program.packages.push(folder);
    for (const file of parsed.fileNames) program.files.add(file);
    programs.set(key, program);
  }
  return [...programs.values()].map(({ options, packages, files }) => ({ options, packages, files: [...files] }));
}

/** @param {string} root @returns {import('typescript').FormatDiagnosticsHost} */
function formatHost(root) {
  return { getCanonicalFileName: (fileName) => fileName, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
}

function main() {
  const format = process.stderr.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  let errors = 0;
  for (const { options, packages, files } of workspacePrograms()) {
    const started = performance.now();
    const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram({ rootNames: files, options }));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`${packages.join(', ')}: ${files.length} files, ${diagnostics.length} errors (${seconds} s)`);
    if (diagnostics.length > 0) console.error(format(diagnostics, formatHost(REPOSITORY_ROOT)));
    errors += diagnostics.length;
  }
  process.exitCode = errors > 0 ? 1 : 0;
}

if (require.main === module) main();

module.exports = { workspacePrograms };
