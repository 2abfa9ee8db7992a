import type { Page, Route } from '@playwright/test';

export interface HeldScripts {
  /** Lets every held script request and every later one go on. */
  release(): Promise<void>;
}

/** Holds every script the page asks for until `release`: what a shopper sees and does before any script has run. */
export async function holdScripts(page: Page): Promise<HeldScripts> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const continued: Promise<void>[] = [];
  const hold = (route: Route) => {
    const going = released.then(() => route.continue());
    continued.push(going);
    return going;
  };
  await page.route('**/*.js', hold);
  return {
    async release() {
      release();
      await Promise.all(continued);
      await page.unroute('**/*.js', hold);
    },
  };
}
