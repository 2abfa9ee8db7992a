import { isTrackingDebugEnabled, showDebugPanelByDefault } from './debug-switch';

describe('the debug switch on the standalone page', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('turns the panel on when the URL does not say, keeping the rest of the URL', () => {
    window.history.replaceState(null, '', '/account?sample-api=http://localhost:9190#top');
    expect(isTrackingDebugEnabled(window)).toBe(false);
    showDebugPanelByDefault(window);
    expect(isTrackingDebugEnabled(window)).toBe(true);
    expect(window.location.pathname).toBe('/account');
    expect(new URLSearchParams(window.location.search).get('sample-api')).toBe('http://localhost:9190');
    expect(window.location.hash).toBe('#top');
  });

  it('leaves it off when the URL says ?tracking-debug=0', () => {
    window.history.replaceState(null, '', '/?tracking-debug=0');
    showDebugPanelByDefault(window);
    expect(isTrackingDebugEnabled(window)).toBe(false);
  });
});
