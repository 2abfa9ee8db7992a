// Each test loads the module afresh: the wait is one per page.
type AfterFirstScreenModule = typeof import('./after-first-screen');

let idleCallbacks: { callback: () => void; timeout: number | undefined }[];

function load(): AfterFirstScreenModule {
  let loaded: AfterFirstScreenModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<AfterFirstScreenModule>('./after-first-screen');
  });
  return loaded as AfterFirstScreenModule;
}

/** Whether the promise has settled after every pending microtask and zero timer ran. */
async function hasResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await jest.advanceTimersByTimeAsync(0);
  return resolved;
}

beforeEach(() => {
  jest.useFakeTimers();
  idleCallbacks = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    idleCallbacks.push({ callback: () => callback({ didTimeout: false, timeRemaining: () => 50 }), timeout: options?.timeout });
    return idleCallbacks.length;
  });
});

afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
  jest.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits until the page says its first screen is shown, then for the main thread’s next idle moment', async () => {
    const { afterFirstScreen, firstScreenShown, IDLE_WAIT_LIMIT_MS } = load();
    const firstScreen = afterFirstScreen();
    // The window's load event is no sign: with a first view the document has loaded before the scripts start.
    window.dispatchEvent(new Event('load'));
    expect(await hasResolved(firstScreen)).toBe(false);
    firstScreenShown();
    expect(idleCallbacks).toEqual([{ callback: expect.any(Function), timeout: IDLE_WAIT_LIMIT_MS }]);
    expect(await hasResolved(firstScreen)).toBe(false);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(firstScreen)).toBe(true);
  });

  it('is one wait for every caller, and a first screen shown before anyone waits counts', async () => {
    const { afterFirstScreen, firstScreenShown } = load();
    firstScreenShown();
    const first = afterFirstScreen();
    expect(afterFirstScreen()).toBe(first);
    firstScreenShown();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(first)).toBe(true);
  });

  it('stops waiting for a first screen that is not shown within FIRST_SCREEN_WAIT_LIMIT_MS', async () => {
    const { afterFirstScreen, firstScreenShown, FIRST_SCREEN_WAIT_LIMIT_MS } = load();
    const firstScreen = afterFirstScreen();
    await jest.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_LIMIT_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(idleCallbacks).toHaveLength(1);
    // Shown after the limit: no second idle moment is asked for.
    firstScreenShown();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(firstScreen)).toBe(true);
  });

  it('uses a task of its own where the browser has no idle callbacks', async () => {
    delete (window as Partial<Window>).requestIdleCallback;
    const { afterFirstScreen, firstScreenShown } = load();
    const firstScreen = afterFirstScreen();
    firstScreenShown();
    expect(await hasResolved(firstScreen)).toBe(true);
  });

  it('ends at once when the shopper acts (endFirstScreenWait), before or after the first caller', async () => {
    const early = load();
    early.endFirstScreenWait();
    expect(await hasResolved(early.afterFirstScreen())).toBe(true);

    const late = load();
    const firstScreen = late.afterFirstScreen();
    late.endFirstScreenWait();
    expect(await hasResolved(firstScreen)).toBe(true);
    expect(idleCallbacks).toHaveLength(0);
  });
});
