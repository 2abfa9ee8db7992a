// Each test loads the module afresh: the wait is one per page.
type AfterFirstScreenModule = typeof import('./after-first-screen');

function load(): AfterFirstScreenModule {
  let loaded: AfterFirstScreenModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<AfterFirstScreenModule>('./after-first-screen');
  });
  return loaded as AfterFirstScreenModule;
}

/** Whether the promise has settled once every pending microtask ran, without running any timer. */
async function hasResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await jest.advanceTimersByTimeAsync(0);
  return resolved;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterFirstScreen', () => {
  it('waits until the page says its first screen is shown, then resolves in a task of its own', async () => {
    const { afterFirstScreen, firstScreenShown } = load();
    const firstScreen = afterFirstScreen();
    // The window's load event is no sign: with a first view the document has loaded before the scripts start.
    window.dispatchEvent(new Event('load'));
    expect(await hasResolved(firstScreen)).toBe(false);
    firstScreenShown();
    let resolved = false;
    void firstScreen.then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('is one wait for every caller, and a first screen shown before anyone waits counts', async () => {
    const { afterFirstScreen, firstScreenShown } = load();
    firstScreenShown();
    const first = afterFirstScreen();
    expect(afterFirstScreen()).toBe(first);
    firstScreenShown();
    expect(await hasResolved(first)).toBe(true);
  });

  it('stops waiting for a first screen that is not shown within FIRST_SCREEN_WAIT_LIMIT_MS', async () => {
    const { afterFirstScreen, FIRST_SCREEN_WAIT_LIMIT_MS } = load();
    const firstScreen = afterFirstScreen();
    let resolved = false;
    void firstScreen.then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_LIMIT_MS - 1);
    expect(resolved).toBe(false);
    // The limit, then the task after it.
    await jest.advanceTimersByTimeAsync(2);
    expect(resolved).toBe(true);
  });

  it('ends at once when the shopper acts (endFirstScreenWait), before or after the first caller', async () => {
    const early = load();
    early.endFirstScreenWait();
    let resolvedEarly = false;
    void early.afterFirstScreen().then(() => (resolvedEarly = true));
    await Promise.resolve();
    expect(resolvedEarly).toBe(true);

    const late = load();
    const firstScreen = late.afterFirstScreen();
    let resolvedLate = false;
    void firstScreen.then(() => (resolvedLate = true));
    late.endFirstScreenWait();
    await Promise.resolve();
    expect(resolvedLate).toBe(true);
  });
});
