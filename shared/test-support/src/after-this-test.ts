const afterThisOne: Array<() => void> = [];
const afterEvery: Array<() => void> = [];

// Registered when a test file first imports the test support, at the file's top level.
afterEach(() => {
  afterThisOne
    .splice(0)
    .reverse()
    .forEach((cleanup) => cleanup());
  afterEvery.forEach((cleanup) => cleanup());
});

/** Runs the cleanup once the current test has finished (latest first). */
export function afterThisTest(cleanup: () => void): void {
  afterThisOne.push(cleanup);
}

/** Runs the cleanup after every test of the file. */
export function afterEveryTest(cleanup: () => void): void {
  afterEvery.push(cleanup);
}
