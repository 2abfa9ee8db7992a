import { fragmentFileElementsPlugin } from './fragment-file-elements-plugin';

type Hook<K extends 'createScript' | 'createLink'> = NonNullable<ReturnType<typeof fragmentFileElementsPlugin>[K]>;

describe('fragmentFileElementsPlugin', () => {
  const plugin = fragmentFileElementsPlugin();

  it("loads a fragment's remote entry as a CORS request, with the runtime's attributes", () => {
    const script = (plugin.createScript as Hook<'createScript'>)({
      url: 'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/remoteEntry.js',
      attrs: { fetchpriority: 'high', async: true },
    });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).crossOrigin).toBe('anonymous');
    expect((script as HTMLScriptElement).getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads its chunks in the same mode, so the script that follows uses the preload', () => {
    const link = (plugin.createLink as Hook<'createLink'>)({
      url: 'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/app.js',
      attrs: { rel: 'preload', as: 'script' },
    }) as HTMLLinkElement;
    expect([link.rel, link.getAttribute('as'), link.crossOrigin, link.href]).toEqual([
      'preload',
      'script',
      'anonymous',
      'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/app.js',
    ]);
  });

  it("fetches a loaded module's stylesheet ahead instead of applying it, so webpack applies it before the module runs", () => {
    const link = (plugin.createLink as Hook<'createLink'>)({
      url: 'http://localhost:8082/releases/1.0.0-aaaaaaaaaa/__federation_expose_RecommendationSlider.css',
      attrs: { rel: 'stylesheet', type: 'text/css' },
    }) as HTMLLinkElement;
    expect([link.rel, link.getAttribute('as'), link.getAttribute('type'), link.crossOrigin]).toEqual(['preload', 'style', null, 'anonymous']);
  });
});
