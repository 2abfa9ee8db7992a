import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { prepareStandalone } from './standalone';

afterEach(() => jest.useRealTimers());

describe('prepareStandalone', () => {
  it(`goes on without the other fragments when the shell's registry has not answered within ${REQUEST_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let root: HTMLElement | undefined;
    void prepareStandalone('mf_own_brand').then((element) => (root = element));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(root).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(root).toBe(document.body);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no shell registry reachable'), expect.anything());
  });
});
