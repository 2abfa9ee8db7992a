import type { LaunchOptions } from '@playwright/test';

/** Debian's chromium (browsers cannot be downloaded here); flags measured in STACK-NOTES. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
