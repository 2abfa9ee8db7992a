import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../support/chromium';
import type { LighthouseReport } from './lighthouse-report';
import type { Preset } from './targets';

const DEVTOOLS_PORT_TIMEOUT_MS = 30_000;

/**
 * How Lighthouse slows the page down: `simulated` (its default) loads it at full speed and computes the slow phone's
 * figures from the trace; `applied` (its `devtools` method) slows the CPU and the network down while the page loads.
 */
export const THROTTLINGS = ['simulated', 'applied'] as const;
export type Throttling = (typeof THROTTLINGS)[number];
const LIGHTHOUSE_METHOD: Record<Throttling, string> = { simulated: 'simulate', applied: 'devtools' };
export const THROTTLING_LABELS: Record<Throttling, string> = { simulated: 'simulated', applied: 'applied (DevTools)' };

export function parseThrottling(value: string): Throttling {
  const throttling = THROTTLINGS.find((candidate) => candidate === value);
  if (!throttling) throw new Error(`--throttling takes ${THROTTLINGS.join(' or ')}, not ${value}`);
  return throttling;
}

async function devToolsPort(userDataDir: string): Promise<number> {
  const file = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + DEVTOOLS_PORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const port = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(port) && port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chromium did not open its DevTools port within ${DEVTOOLS_PORT_TIMEOUT_MS / 1000} s`);
}

function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

/**
 * One Lighthouse run (default config: mobile, slow 4G and 4x CPU slowdown; or its desktop preset; simulated unless `applied`; performance only) in a fresh
 * Debian chromium: a new profile, so the cache is empty and only the given cookies are set. Lighthouse connects to
 * the browser's DevTools port; its own storage reset keeps cookies. It runs in a plain `node` process of its own
 * (not under tsx, whose helpers would break the functions Lighthouse evaluates in the page), with the iterator
 * helpers shimmed: Lighthouse 13 wants Node >= 22.19 and three of its insights use them; on Node 20 they error.
 */
export async function runLighthouse(
  url: string,
  cookies: { name: string; value: string; url: string }[],
  reportPath: string,
  { cpuSlowdown, throttling = 'simulated', preset = 'mobile' }: { cpuSlowdown?: number | undefined; throttling?: Throttling; preset?: Preset } = {},
): Promise<LighthouseReport> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-perf-chromium-'));
  const browser = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath as string,
    [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const browserExited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  try {
    const port = await devToolsPort(userDataDir);
    if (cookies.length > 0) {
      // Connect, set the cookies in the default profile Lighthouse will use, disconnect (the browser keeps running).
      const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await connection.contexts()[0]?.addCookies(cookies);
      await connection.close();
    }
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    const { code, stderr } = await run(process.execPath, [
      '--require',
      require.resolve('es-iterator-helpers/auto'),
      require.resolve('lighthouse/cli/index.js'),
      url,
      `--port=${port}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${reportPath}`,
      '--quiet',
      `--throttling-method=${LIGHTHOUSE_METHOD[throttling]}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
      ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    ]);
    if (code !== 0 || !fs.existsSync(reportPath)) throw new Error(`Lighthouse failed (exit code ${code}) on ${url}:\n${stderr.trim()}`);
    return JSON.parse(fs.readFileSync(reportPath, 'utf8')) as LighthouseReport;
  } finally {
    browser.kill('SIGTERM');
    await Promise.race([browserExited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (browser.exitCode === null && browser.signalCode === null) browser.kill('SIGKILL');
    await removeProfile(userDataDir);
  }
}

/** Removes the profile; chromium's helper processes may still be writing to it for a moment. Never fails a run. */
async function removeProfile(userDataDir: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    try {
      fs.rmSync(userDataDir, { recursive: true, force: true });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.warn(`  could not remove the chromium profile ${userDataDir}`);
}
