// A page whose shell provides an older platform, from before the first-screen wait: nothing waits, nothing throws.
import { afterFirstScreenOrNow, endFirstScreenWaitIfSupported, firstScreenShownIfSupported } from './first-screen-wait';

jest.mock('@storefront/platform', () => {
  const older: Record<string, unknown> = { ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform') };
  delete older.afterFirstScreen;
  delete older.firstScreenShown;
  delete older.endFirstScreenWait;
  return older;
});

describe('the first-screen wait on an older platform', () => {
  it('resolves at once and ignores what the page says', async () => {
    expect(() => firstScreenShownIfSupported()).not.toThrow();
    expect(() => endFirstScreenWaitIfSupported()).not.toThrow();
    await expect(afterFirstScreenOrNow()).resolves.toBeUndefined();
  });
});
