// Each test loads the module afresh: the wait is one per page.
type AfterFirstScreenModule = typeof import('./after-first-screen');

let readyState: DocumentReadyState;
let idleCallbacks: { callback: () => void; timeout: number | undefined }[];

function load(): AfterFirstScreenModule {
  let loaded: AfterFirstScreenModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<AfterFirstScreenModule>('./after-first-screen');
  });
  return loaded as AfterFirstScreenModule;
}

/** Whether the promise has settled after every pending microtask ran. */
async function hasResolved(promise: Promise<void>): Promise<boolean> {
  let resolved = false;
  void promise.then(() => (resolved = true));
  await jest.advanceTimersByTimeAsync(0);
  return resolved;
}

beforeEach(() => {
  jest.useFakeTimers();
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
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
  it("waits for the window's load event, then for the main thread's next idle moment", async () => {
    const { afterFirstScreen, IDLE_WAIT_LIMIT_MS } = load();
    const firstScreen = afterFirstScreen();
    expect(await hasResolved(firstScreen)).toBe(false);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toEqual([{ callback: expect.any(Function), timeout: IDLE_WAIT_LIMIT_MS }]);
    expect(await hasResolved(firstScreen)).toBe(false);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(firstScreen)).toBe(true);
  });

  it('waits for an idle moment only when the page has loaded already, and is one wait for every caller', async () => {
    readyState = 'complete';
    const { afterFirstScreen } = load();
    const first = afterFirstScreen();
    expect(afterFirstScreen()).toBe(first);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(first)).toBe(true);
  });

  it('stops waiting for a load event that does not come after LOAD_WAIT_LIMIT_MS', async () => {
    const { afterFirstScreen, LOAD_WAIT_LIMIT_MS } = load();
    const firstScreen = afterFirstScreen();
    await jest.advanceTimersByTimeAsync(LOAD_WAIT_LIMIT_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(idleCallbacks).toHaveLength(1);
    // The load event after the limit asks for no second idle moment.
    window.dispatchEvent(new Event('load'));
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.callback();
    expect(await hasResolved(firstScreen)).toBe(true);
  });

  it('uses a task of its own where the browser has no idle callbacks', async () => {
    delete (window as Partial<Window>).requestIdleCallback;
    readyState = 'complete';
    const { afterFirstScreen } = load();
    expect(await hasResolved(afterFirstScreen())).toBe(true);
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
