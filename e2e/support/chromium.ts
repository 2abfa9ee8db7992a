import type { LaunchOptions } from '@playwright/test';

/** Flags measured in STACK-NOTES: without the networking ones this machine's closed network refuses connections. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser the benchmarks measure: Debian's full chromium, the browser shoppers run (browsers cannot be
 * downloaded here).
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ARGS,
};

/**
 * Cheaper for the tests, which judge what pages do, not how fast (the benchmarks keep the shoppers' browser above).
 * Each test's page lives a few seconds: V8's optimising compilers (lite mode: no Sparkplug, Maglev or TurboFan) spend
 * more compiling than they win back, and the compositor's GPU process adds a process and its IPC to every frame.
 * `npm run bench:test-browser` measures them against `TEST_CHROMIUM_AS_SHOPPERS=1` (the test browser without them).
 */
const TEST_ONLY_ARGS = ['--js-flags=--lite-mode', '--in-process-gpu'];

/**
 * The browser the end-to-end tests drive: Debian's chromium-headless-shell, the same engine and version without the
 * browser's user interface (what Playwright itself uses for headless runs). It shows the homepage's first heading
 * about 2.3 times as fast as the full chromium on this kind of machine, which takes about a third off the end-to-end
 * stage (18 to 12.5 minutes on 2 cores).
 */
export const TEST_CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: process.env.TEST_CHROMIUM_AS_SHOPPERS === '1' ? ARGS : [...ARGS, ...TEST_ONLY_ARGS],
};
