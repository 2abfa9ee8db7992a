/** A test's one bound (jest's testTimeout), ms. */
export declare const TEST_TIMEOUT_MS: number;
/** How long a wait for a page to settle may take inside a test: just under the test's own bound. */
export declare const SETTLE_TIMEOUT_MS: number;
/** The bound of a test whose work is seconds of CPU by design (a compiler, another Node process, a corpus of renders). */
export declare const LONG_TEST_TIMEOUT_MS: number;
