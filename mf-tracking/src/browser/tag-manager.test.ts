import { REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { injectTagManagerScript } from './tag-manager';

const URL = 'http://localhost:8090/tag-manager.js';

function scripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-storefront-tag-manager]')];
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  scripts().forEach((script) => script.remove());
});

describe('injectTagManagerScript', () => {
  it('adds the script once per page', () => {
    const report = jest.fn();
    injectTagManagerScript(document, URL, report);
    injectTagManagerScript(document, URL, report);
    expect(scripts().map((script) => script.src)).toEqual([URL]);
    expect(report).not.toHaveBeenCalled();
  });

  it(`reports a script that has neither loaded nor failed within ${REQUEST_TIMEOUT_MS} ms`, () => {
    const report = jest.fn();
    injectTagManagerScript(document, URL, report);
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
    expect(report).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledWith(new Error(`Tag manager script did not load within ${REQUEST_TIMEOUT_MS} ms; tracking events stay queued`), {
      fragment: 'mf-tracking',
      url: URL,
    });
  });

  it('reports nothing more once the script has loaded, and a failure once', () => {
    const loaded = jest.fn();
    injectTagManagerScript(document, URL, loaded);
    scripts()[0]?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    expect(loaded).not.toHaveBeenCalled();
    scripts()[0]?.remove();

    const failed = jest.fn();
    injectTagManagerScript(document, URL, failed);
    scripts()[0]?.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(new Error('Tag manager script failed to load; tracking events stay queued'), { fragment: 'mf-tracking', url: URL });
  });
});
