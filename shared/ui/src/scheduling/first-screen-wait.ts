import * as platform from '@storefront/platform';

/**
 * The page's platform may be older than the one this code was built against: the shell provides it, and a shell
 * released before `afterFirstScreen` (a minor older) has none of these functions. Then nothing waits, as before.
 */
const pagePlatform: Partial<Pick<typeof platform, 'afterFirstScreen' | 'firstScreenShown' | 'endFirstScreenWait'>> = platform;

/** The platform's `afterFirstScreen()`; resolved at once where the page's platform has none. */
export function afterFirstScreenOrNow(): Promise<void> {
  return typeof pagePlatform.afterFirstScreen === 'function' ? pagePlatform.afterFirstScreen() : Promise.resolve();
}

/** The platform's `firstScreenShown()`, where the page's platform has it. */
export function firstScreenShownIfSupported(): void {
  if (typeof pagePlatform.firstScreenShown === 'function') pagePlatform.firstScreenShown();
}

/** The platform's `endFirstScreenWait()`, where the page's platform has it. */
export function endFirstScreenWaitIfSupported(): void {
  if (typeof pagePlatform.endFirstScreenWait === 'function') pagePlatform.endFirstScreenWait();
}
