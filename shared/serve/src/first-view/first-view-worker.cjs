// A worker thread of the shell's server that runs one release's first-view module (release-renderers.ts): the
// squad's server code runs beside the shell's, not in it. Plain CommonJS: the module is a bundle for Node.
const { parentPort, workerData } = require('node:worker_threads');

const release = require(workerData.moduleFile);

parentPort.on('message', async ({ id, request }) => {
  try {
    const view = await release.renderFirstView(request);
    parentPort.postMessage({ id, view: view ?? null });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
