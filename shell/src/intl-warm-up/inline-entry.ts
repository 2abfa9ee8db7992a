import { startIntlWarmUp } from './start-intl-warm-up';

/** The worker's script under its content-hashed name (build/document-parts.cjs defines it). */
declare const INTL_WARM_UP_WORKER_URL: string;

startIntlWarmUp(INTL_WARM_UP_WORKER_URL);
