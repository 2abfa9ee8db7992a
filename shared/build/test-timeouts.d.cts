/** A test's one bound (jest's testTimeout), ms. */
export declare const TEST_TIMEOUT_MS: number;
/** How long a wait for a page to settle may take inside a test: just under the test's own bound. */
export declare const SETTLE_TIMEOUT_MS: number;
