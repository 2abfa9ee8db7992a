import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { prepareStandalone, standaloneOrigins } from './standalone';

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

describe('standaloneOrigins', () => {
  it('is the sample backend and the shell at their default ports', () => {
    expect(standaloneOrigins('')).toEqual({ sampleApi: 'http://localhost:8090', shell: 'http://localhost:8080' });
  });

  it('takes other origins on this machine from the query (a storefront on shifted ports)', () => {
    expect(standaloneOrigins('?sample-api=http://localhost:9190/&shell=http://127.0.0.1:9180')).toEqual({
      sampleApi: 'http://localhost:9190',
      shell: 'http://127.0.0.1:9180',
    });
  });

  it.each(['https://evil.example', 'javascript:alert(1)', '//evil.example', 'http://localhost.evil.example:8090'])('ignores %s', (origin) => {
    expect(standaloneOrigins(`?sample-api=${encodeURIComponent(origin)}&shell=${encodeURIComponent(origin)}`)).toEqual({
      sampleApi: 'http://localhost:8090',
      shell: 'http://localhost:8080',
    });
  });
});
