import { firstViewRoot } from './first-view-root';

function Root() {
  return null;
}

describe('firstViewRoot', () => {
  it('prepares the first view once the root chunk has loaded, before handing out the root, and hydrates while one is prepared', async () => {
    const steps: string[] = [];
    let prepared = false;
    const { loadRoot, canHydrate } = firstViewRoot(async () => {
      steps.push('chunk loaded');
      return {
        Root,
        prepareFirstView: async () => {
          steps.push('first view prepared');
          prepared = true;
        },
        hasFirstView: () => prepared,
      };
    });
    expect(canHydrate()).toBe(false);
    expect(await loadRoot()).toBe(Root);
    expect(steps).toEqual(['chunk loaded', 'first view prepared']);
    expect(canHydrate()).toBe(true);
    prepared = false;
    expect(canHydrate()).toBe(false);
  });

  it("prepares the first view in a task after the root chunk's", async () => {
    jest.useFakeTimers();
    try {
      const steps: string[] = [];
      const { loadRoot } = firstViewRoot(async () => {
        steps.push('chunk loaded');
        return { Root, prepareFirstView: () => void steps.push('first view prepared'), hasFirstView: () => true };
      });
      const root = loadRoot();
      await Promise.resolve();
      await Promise.resolve();
      expect(steps).toEqual(['chunk loaded']);
      await jest.advanceTimersByTimeAsync(0);
      expect(steps).toEqual(['chunk loaded', 'first view prepared']);
      expect(await root).toBe(Root);
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails to load the root when the chunk does not load', async () => {
    const { loadRoot, canHydrate } = firstViewRoot(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(loadRoot()).rejects.toThrow('ChunkLoadError');
    expect(canHydrate()).toBe(false);
  });
});
