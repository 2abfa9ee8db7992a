// Async boundary: shared singletons (react, platform) are negotiated before the shell's code runs.
import('./bootstrap');
