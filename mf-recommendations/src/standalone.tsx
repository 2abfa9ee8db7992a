// Development only: this fragment's exposed components on one page (npm run dev -w mf-recommendations).
// Async boundary: the shared singletons (react, the platform) are negotiated before the playground's code runs.
void import('./playground/start-playground');
