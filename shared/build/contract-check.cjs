// The consumer-side contract check: every module a fragment exposes must satisfy its type in `RemoteModules`
// (@storefront/contracts), the type its consumers compile against. A squad that changes an exposed prop type breaks
// its own build here, not the page of another squad. The check type-checks one generated file,
//   import * as exposed from './src/exposed/ProductCard';
//   const contract: RemoteModules['mf_recommendations/ProductCard'] = exposed;
// with the fragment's own tsconfig, so it follows everything the exposed module's types depend on.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const CHECK_FILE = '__remote-module-contracts__.ts';

function checkSource(container, exposes) {
  const lines = ["import type { RemoteModules } from '@storefront/contracts';"];
  Object.entries(exposes).forEach(([exposed, file], index) => {
    const id = `${container}/${exposed.replace(/^\.\//, '')}`;
    const specifier = `./${path.posix.normalize(file).replace(/\.(tsx?|jsx?)$/, '')}`;
    lines.push(`import * as exposed${index} from '${specifier}';`);
    lines.push(`export const contract${index}: RemoteModules['${id}'] = exposed${index};`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * Type-checks the exposed modules of the fragment in `dirname` against `RemoteModules`.
 * @param {{ dirname: string, container: string, exposes: Record<string, string> }} options
 * @returns {string[]} one message per module that does not satisfy its contract (empty when all do)
 */
function checkExposedContracts({ dirname, container, exposes }) {
  const ts = require('typescript');
  const configFile = ts.findConfigFile(dirname, ts.sys.fileExists, 'tsconfig.json');
  if (!configFile) return [`${container}: no tsconfig.json in ${dirname}, the exposed modules cannot be checked against RemoteModules`];
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) return [`${container}: ${configFile} cannot be read`];
  const options = { ...parsed.options, noEmit: true, incremental: false };
  const checkFile = path.join(dirname, CHECK_FILE);
  const source = checkSource(container, exposes);
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile } = host;
  const isCheckFile = (fileName) => path.resolve(fileName) === checkFile;
  host.fileExists = (fileName) => isCheckFile(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => (isCheckFile(fileName) ? source : readFile.call(host, fileName));
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    isCheckFile(fileName) ? ts.createSourceFile(fileName, source, languageVersion, true) : getSourceFile.call(host, fileName, languageVersion, ...rest);
  const program = ts.createProgram({ rootNames: [checkFile], options, host });
  const sourceFile = program.getSourceFile(checkFile);
  const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
  const exposed = Object.entries(exposes);
  return diagnostics.map((diagnostic) => {
    const line = diagnostic.start === undefined ? -1 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line;
    // Line 0 imports the contracts; each exposed module has two lines after it.
    const [name, file] = exposed[Math.floor((line - 1) / 2)] ?? ['(contracts)', ''];
    const id = `${container}/${name.replace(/^\.\//, '')}`;
    const detail = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    return `${id} (${file}) does not satisfy RemoteModules['${id}'] of @storefront/contracts:\n  ${detail}`;
  });
}

/** Runs the check in a worker thread, so it type-checks while webpack compiles. */
function checkInWorker(options) {
  return new Promise((resolve) => {
    const worker = new Worker(__filename, { workerData: options });
    worker.once('message', resolve);
    worker.once('error', (error) => resolve([`${options.container}: the contract check failed: ${error.message}`]));
  });
}

/** Fails a production build of a fragment whose exposed modules do not satisfy `RemoteModules`. */
class ContractCheckPlugin {
  /** @param {{ dirname: string, container: string, exposes: Record<string, string> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { WebpackError, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractCheckPlugin', (compilation) => {
      const problems = checkInWorker(this.options);
      compilation.hooks.processAssets.tapPromise({ name: 'ContractCheckPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        for (const problem of await problems) compilation.errors.push(new WebpackError(problem));
      });
    });
  }
}

const { isMainThread, parentPort, workerData } = require('node:worker_threads');
if (!isMainThread && workerData && workerData.container) {
  parentPort.postMessage(checkExposedContracts(workerData));
}

module.exports = { checkExposedContracts, ContractCheckPlugin };
