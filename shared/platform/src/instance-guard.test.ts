import { registerPlatformInstance } from './instance-guard';

afterEach(() => {
  delete (globalThis as { __storefrontPlatform?: unknown }).__storefrontPlatform;
  jest.restoreAllMocks();
});

describe('registerPlatformInstance', () => {
  it('logs an error when a page evaluates the platform a second time (a broken singleton)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(registerPlatformInstance()).toBe(1);
    expect(errors).not.toHaveBeenCalled();
    expect(registerPlatformInstance()).toBe(2);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('@storefront/platform was instantiated more than once on this page'), expect.anything());
  });
});
