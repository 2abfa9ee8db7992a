import type { RemoteRegistry } from '../registry/remote-registry';
import { fieldAttribution, fragmentOfModule } from './field-attribution';
import { filesOfStack } from './stack-files';

const registry: RemoteRegistry = {
  loadTimeoutMs: 5000,
  fragments: {
    mf_own_brand: { manifest: 'http://localhost:8084/releases/1.0.0-aaaaaaaaaa/mf-manifest.json', version: '1.0.0', release: '1.0.0-aaaaaaaaaa' },
    mf_recommendations: { manifest: 'https://cdn.example.com/mf-recommendations/1.0.0-bbbbbbbbbb/mf-manifest.json', version: '1.0.0' },
  },
};
const attribution = fieldAttribution(registry, 'http://localhost:8080');
const ofStack = (stack: unknown) => attribution.ofFiles(filesOfStack(stack));

describe('fieldAttribution', () => {
  it("names the fragment whose release files the stack's first known frame is in", () => {
    const stack = [
      'Error: kaputt',
      '    at chrome-extension://abcdef/content.js:1:10',
      '    at HTMLDocument.<anonymous> (http://localhost:8084/releases/1.0.0-aaaaaaaaaa/remoteEntry.js:4:165)',
      '    at dispatch (http://localhost:8080/470.44502b9f4c.js:1:2000)',
    ].join('\n');
    expect(ofStack(stack)).toBe('mf-own-brand');
    expect(ofStack('Error\n    at x (https://cdn.example.com/mf-recommendations/1.0.0-bbbbbbbbbb/224.js:1:1)')).toBe('mf-recommendations');
  });

  it("gives the shell's own files to the shell and anyone else's to nobody", () => {
    expect(ofStack('Error\n    at run (http://localhost:8080/main.0000aa6580.js:2:300)')).toBe('shell');
    expect(ofStack('Error\n    at run (http://localhost:8090/tag-manager.js:2:300)')).toBeUndefined();
    expect(ofStack(undefined)).toBeUndefined();
    expect(ofStack({ not: 'a stack' })).toBeUndefined();
    // Another release of the fragment (not this page's) is not this page's fragment code.
    expect(attribution.ofFile('http://localhost:8084/releases/0.9.0-cccccccccc/remoteEntry.js')).toBeUndefined();
  });

  it('gives an element to the fragment whose slot holds it, anything else to the shell chrome', () => {
    document.body.innerHTML =
      '<header><a id="logo">zooplus</a></header><div data-fragment="mf-own-brand"><div><h1 id="heading">Eigenmarken</h1></div></div><div data-fragment="mf-evil"><p id="forged">x</p></div>';
    expect(attribution.ofElement(document.getElementById('heading'))).toBe('mf-own-brand');
    expect(attribution.ofElement(document.getElementById('heading')?.firstChild)).toBe('mf-own-brand');
    expect(attribution.ofElement(document.getElementById('logo'))).toBe('shell');
    expect(attribution.ofElement(document.getElementById('forged'))).toBe('shell');
    expect(attribution.ofElement(null)).toBeUndefined();
  });

  it('names the fragment of a remote module id', () => {
    expect(fragmentOfModule('mf_recommendations/ProductCard')).toBe('mf-recommendations');
    expect(fragmentOfModule('evil/x')).toBeUndefined();
  });
});
