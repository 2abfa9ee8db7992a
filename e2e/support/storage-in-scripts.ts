import type { Page } from '@playwright/test';

const STORAGE_METHODS = ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const;

/**
 * Starts recording each use of localStorage or sessionStorage made while a script file is being evaluated (the
 * script element running, `document.currentScript`: the shell's entry, a fragment's remote entry); call before
 * `page.goto`. A page's first storage access waits for the browser process to open the origin's storage.
 */
export async function recordStorageInScripts(page: Page): Promise<void> {
  await page.addInitScript((methods) => {
    const uses: string[] = [];
    (window as unknown as { storageInScripts: string[] }).storageInScripts = uses;
    for (const method of methods) {
      const original = Storage.prototype[method] as (this: Storage, ...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        writable: true,
        value(this: Storage, ...args: unknown[]) {
          const script = document.currentScript;
          if (script instanceof HTMLScriptElement && script.src) uses.push(`${method}(${String(args[0])}) in ${script.src}`);
          return original.apply(this, args);
        },
      });
    }
  }, STORAGE_METHODS);
}

/** The uses recorded so far, each as `method(key) in <script URL>`. */
export async function storageInScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { storageInScripts: string[] }).storageInScripts);
}
