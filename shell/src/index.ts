// Async boundary: shared singletons (react, platform) are negotiated before the shell's code runs. A task of its own:
// the federation runtime's start-up (this script) and the negotiation each take long on a slow phone. react-dom's
// evaluation, the largest of the shell's modules, has a task of its own before the rest.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
setTimeout(() => {
  void import('react-dom/client')
    // The bootstrap's own import of it fails the same way and reports it.
    .catch(() => undefined)
    .then(nextTask)
    .then(() => import('./bootstrap'));
}, 0);
