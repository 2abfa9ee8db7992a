/**
 * The shoppers' browser driven over the DevTools protocol without the Runtime agent, so a page's main thread does
 * what it does on a phone. Playwright (and Lighthouse) enable that agent on every page they drive, and with it on V8
 * records a detailed stack trace for every Error the page creates, and re-parses each function on its stack for the
 * source positions it needs. react-dom creates five Errors when its module is evaluated (its Suspense and hydration
 * sentinels), so all of react-dom's client, one function in the bundle, is parsed again: on `/account` at 10x the
 * agent cost 124-166 ms a load, the task evaluating the shell's start-up file taking 89-109 ms with it and 10-39 ms
 * without (docs/performance-log.md, 2026-12-05). A shopper's phone, with no DevTools attached, pays none of it.
 *
 * chrome-launcher starts the browser (Lighthouse's own launcher) and chrome-remote-interface speaks the protocol; it
 * enables nothing by itself. Each page lives in a browser context of its own: empty cache, its own cookies.
 */
import CDP from 'chrome-remote-interface';
import { launch } from 'chrome-launcher';
import type { devices } from '@playwright/test';
import { withTimeout } from '@storefront/platform';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../support/chromium';
import type { Visit } from '../../support/visits';
import type { TraceEvent } from './trace-breakdown';

/** A device of Playwright's list (`devices['Pixel 7']`), emulated as Playwright would. */
export type Device = (typeof devices)[string];

export interface BarePageOptions {
  device: Device;
  cookies: Visit['cookies'];
  cpuSlowdown: number;
  /** The network slowed down as DevTools does (latency added to each request, throughput capped); none: as it is. */
  network?: NetworkConditions | undefined;
}

/** As Lighthouse's `devtools` throttling gives them to DevTools (its `requestLatencyMs` and throughputs in kbit/s). */
export interface NetworkConditions {
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
}

export interface BarePage {
  /** The page's own protocol connection, typed (Runtime is never enabled on it). */
  readonly client: CDP.Client;
  /** Navigates and resolves at the document's load event. */
  goto(url: string): Promise<void>;
  /**
   * The value of an expression, or of a function called without arguments, evaluated in the page (a promise is
   * awaited); it must be JSON. A function is sent as its source, as Playwright's `evaluate` does.
   */
  evaluate<T>(pageFunction: string | (() => T | Promise<T>)): Promise<T>;
  /** Records a DevTools trace of the given categories until `stopTracing`. */
  startTracing(categories: readonly string[]): Promise<void>;
  stopTracing(): Promise<TraceEvent[]>;
  close(): Promise<void>;
}

export interface BareBrowser {
  newPage(options: BarePageOptions): Promise<BarePage>;
  close(): Promise<void>;
}

/** A page that does not reach its load event in this time is a failed load, not a slow one. */
const LOAD_TIMEOUT_MS = 60_000;

/**
 * A function's source called in the page. tsx (esbuild's keepNames) wraps the functions a function names inside it
 * in `__name(fn, "name")`, a helper of its own the page does not have: the call gives it one that keeps the function.
 */
const functionCall = (pageFunction: () => unknown) => `((__name) => (${pageFunction.toString()})())((fn) => fn)`;

async function openPage(port: number, browserClient: CDP.Client, options: BarePageOptions): Promise<BarePage> {
  const { browserContextId } = await browserClient.Target.createBrowserContext({});
  const { targetId } = await browserClient.Target.createTarget({ url: 'about:blank', browserContextId });
  const client = await CDP({ port, local: true, target: targetId });
  const { device, cookies, cpuSlowdown, network } = options;
  if (cookies.length > 0) await browserClient.Storage.setCookies({ cookies: cookies.map((cookie) => ({ ...cookie })), browserContextId });
  await client.Emulation.setDeviceMetricsOverride({
    width: device.viewport.width,
    height: device.viewport.height,
    deviceScaleFactor: device.deviceScaleFactor,
    mobile: device.isMobile,
  });
  await client.Emulation.setTouchEmulationEnabled({ enabled: device.hasTouch, maxTouchPoints: device.hasTouch ? 1 : 0 });
  await client.Emulation.setUserAgentOverride({ userAgent: device.userAgent });
  await client.Emulation.setCPUThrottlingRate({ rate: cpuSlowdown });
  if (network) {
    // The Network agent costs the page little (unlike the Runtime agent); the emulation needs it on.
    await client.Network.enable({});
    const bytesPerSecond = (kbps: number) => Math.floor((kbps * 1024) / 8);
    await client.Network.emulateNetworkConditions({
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: bytesPerSecond(network.downloadThroughputKbps),
      uploadThroughput: bytesPerSecond(network.uploadThroughputKbps),
    });
  }
  await client.Page.enable();

  let tracedEvents: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) => tracedEvents.push(...(value as unknown as TraceEvent[])));

  return {
    client,
    async goto(url) {
      const loaded = client.Page.loadEventFired();
      const { errorText } = await client.Page.navigate({ url });
      if (errorText) throw new Error(`${url} did not load: ${errorText}`);
      await withTimeout(loaded, LOAD_TIMEOUT_MS, url);
    },
    async evaluate<T>(pageFunction: string | (() => T | Promise<T>)) {
      const expression = typeof pageFunction === 'string' ? pageFunction : functionCall(pageFunction);
      const { result, exceptionDetails } = await client.Runtime.evaluate({ expression, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) throw new Error(`${expression} threw in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as T;
    },
    async startTracing(categories) {
      tracedEvents = [];
      await client.Tracing.start({ traceConfig: { includedCategories: [...categories] }, transferMode: 'ReportEvents' });
    },
    async stopTracing() {
      const complete = client.Tracing.tracingComplete();
      await client.Tracing.end();
      await withTimeout(complete, LOAD_TIMEOUT_MS, 'The DevTools trace');
      return tracedEvents;
    },
    async close() {
      await client.close();
      await browserClient.Target.disposeBrowserContext({ browserContextId });
    },
  };
}

/** Debian's chromium with the benchmarks' flags (support/chromium.ts) and nothing more. */
export async function launchBareBrowser(): Promise<BareBrowser> {
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? [])],
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  try {
    const { webSocketDebuggerUrl } = await CDP.Version({ port: chrome.port });
    const browserClient = await CDP({ port: chrome.port, local: true, target: webSocketDebuggerUrl });
    return {
      newPage: (options) => openPage(chrome.port, browserClient, options),
      async close() {
        await browserClient.close();
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}
