/**
 * A test's one bound. Page-sized renders take a few seconds in jsdom, and on a 2-core CI machine running two test
 * tasks at once several times that. A wait for a page to settle inside a test is bounded by this too (test-support's
 * untilSettled), never by a shorter default that races the CPU; it gives up a second earlier, so that a page that
 * never settles fails with the wait's own message rather than jest's.
 */
const TEST_TIMEOUT_MS = 20_000;
const SETTLE_TIMEOUT_MS = TEST_TIMEOUT_MS - 1_000;
/**
 * The bound of a test whose work is seconds of CPU by design (a TypeScript program, a command run in a Node process
 * of its own as a squad runs it, a corpus of renders): several times that beside another test task on 2 cores.
 */
const LONG_TEST_TIMEOUT_MS = 60_000;

module.exports = { TEST_TIMEOUT_MS, SETTLE_TIMEOUT_MS, LONG_TEST_TIMEOUT_MS };
