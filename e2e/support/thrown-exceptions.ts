import type { Page } from '@playwright/test';

/**
 * Every exception the page's scripts throw from now on, also those caught where they are thrown: the debugger
 * pauses at each one and the page goes on at once. One line each: the exception and where it was thrown.
 */
export async function recordThrownExceptions(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const thrown: string[] = [];
  // A call frame's own url is empty in current Chromium; its script's is announced when the script is parsed.
  const scriptUrls = new Map<string, string>();
  session.on('Debugger.scriptParsed', (script) => scriptUrls.set(script.scriptId, script.url));
  session.on('Debugger.paused', (event) => {
    if (event.reason === 'exception' || event.reason === 'promiseRejection') {
      // Its message without the stack.
      const description = String(event.data?.['description'] ?? event.data?.['className'] ?? 'an exception').replace(/\n[\s\S]*/, '');
      const frame = event.callFrames[0];
      thrown.push(frame ? `${description} at ${scriptUrls.get(frame.location.scriptId) ?? 'a script'}:${frame.location.lineNumber + 1}` : description);
    }
    session.send('Debugger.resume').catch(() => undefined);
  });
  await session.send('Debugger.enable');
  await session.send('Debugger.setPauseOnExceptions', { state: 'all' });
  return thrown;
}
