// Async boundary: shared singletons (react, platform) are negotiated before the shell's code runs. A task of its own:
// the federation runtime's start-up (this script) and the negotiation each take long on a slow phone.
setTimeout(() => void import('./bootstrap'), 0);
