import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../support/chromium';
import type { LighthouseReport } from './lighthouse-report';
import { significantTaskTimes, type MainThreadCpu } from './main-thread-cpu';
import { sampleRendererThreads, type RendererThreadSampler } from './renderer-threads';
import type { TraceEvent } from './trace-breakdown';
import { PRESET_CPU_SLOWDOWNS, type Preset } from './targets';

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

/** Where a run's report and artifacts are written first: memory where there is some, so no disk write-back follows. */
const SCRATCH_ROOT = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();

export interface LighthouseRun {
  report: LighthouseReport;
  /** The simulated method's main-thread tasks and their CPU time (main-thread-cpu.ts); undefined with `applied`. */
  mainThread: MainThreadCpu | undefined;
  /**
   * The same load simulated again at the slowdown times the main thread's CPU share of its tasks: the phone with the
   * waits for a core that this host's other threads and processes caused taken out (simulated mobile runs only; never
   * below the host's own speed).
   */
  atMainThreadShare: { cpuSlowdown: number; report: LighthouseReport } | undefined;
}

/** Lighthouse's CLI in a process of its own; the report it wrote to `outputPath`. */
async function lighthouseCli(url: string, outputPath: string, args: string[]): Promise<LighthouseReport> {
  const { code, stderr } = await run(process.execPath, [
    '--require',
    require.resolve('es-iterator-helpers/auto'),
    require.resolve('lighthouse/cli/index.js'),
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    '--quiet',
    ...args,
  ]);
  if (code !== 0 || !fs.existsSync(outputPath)) throw new Error(`Lighthouse failed (exit code ${code}) on ${url}:\n${stderr.trim()}`);
  return JSON.parse(fs.readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

/**
 * One Lighthouse run (default config: mobile, slow 4G and 4x CPU slowdown; or its desktop preset; simulated unless `applied`; performance only) in a fresh
 * Debian chromium: a new profile, so the cache is empty and only the given cookies are set. Lighthouse connects to
 * the browser's DevTools port; its own storage reset keeps cookies. It runs in a plain `node` process of its own
 * (not under tsx, whose helpers would break the functions Lighthouse evaluates in the page), with the iterator
 * helpers shimmed: Lighthouse 13 wants Node >= 22.19 and three of its insights use them; on Node 20 they error.
 * With the simulated method it keeps what it gathered (`-GA`): the trace, for the main thread's CPU time
 * (main-thread-cpu.ts), and the whole, to simulate the same load again at another slowdown (its audit mode, `-A`).
 */
export async function runLighthouse(
  url: string,
  cookies: { name: string; value: string; url: string }[],
  reportPath: string,
  { cpuSlowdown, throttling = 'simulated', preset = 'mobile' }: { cpuSlowdown?: number | undefined; throttling?: Throttling; preset?: Preset } = {},
): Promise<LighthouseRun> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-perf-chromium-'));
  const scratch = fs.mkdtempSync(path.join(SCRATCH_ROOT, 'storefront-perf-run-'));
  const artifacts = path.join(scratch, 'artifacts');
  const simulated = throttling === 'simulated';
  const settings = [
    `--throttling-method=${LIGHTHOUSE_METHOD[throttling]}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
  ];
  const browser = spawn(
    CHROMIUM_LAUNCH_OPTIONS.executablePath as string,
    [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const browserExited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  const threads = simulated ? sampleRendererThreads() : undefined;
  try {
    const port = await devToolsPort(userDataDir);
    if (cookies.length > 0) {
      // Connect, set the cookies in the default profile Lighthouse will use, disconnect (the browser keeps running).
      const connection = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      await connection.contexts()[0]?.addCookies(cookies);
      await connection.close();
    }
    const report = await lighthouseCli(url, path.join(scratch, 'report.json'), [`--port=${port}`, ...settings, ...(simulated ? [`-GA=${artifacts}`] : [])]);
    threads?.stop();
    fs.mkdirSync(path.dirname(reportPath), { recursive: true });
    fs.writeFileSync(reportPath, JSON.stringify(report));
    const mainThread = threads ? mainThreadCpuOf(artifacts, threads) : undefined;
    // The desktop preset measures the host's own speed: nothing to scale.
    if (!mainThread || preset === 'desktop') return { report, mainThread, atMainThreadShare: undefined };
    const shareSlowdown = Math.max(1, Number((((cpuSlowdown ?? PRESET_CPU_SLOWDOWNS[preset]) * mainThread.cpuMs) / mainThread.wallMs).toFixed(2)));
    const shareReport = await simulateAgain(url, artifacts, path.join(scratch, 'share-report.json'), settings, shareSlowdown);
    fs.writeFileSync(reportPath.replace(/\.report\.json$/, '.main-thread-share.report.json'), JSON.stringify(shareReport));
    return { report, mainThread, atMainThreadShare: { cpuSlowdown: shareSlowdown, report: shareReport } };
  } finally {
    threads?.stop();
    browser.kill('SIGTERM');
    await Promise.race([browserExited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (browser.exitCode === null && browser.signalCode === null) browser.kill('SIGKILL');
    fs.rmSync(scratch, { recursive: true, force: true });
    await removeProfile(userDataDir);
  }
}

/**
 * The gathered load simulated again at another CPU slowdown (Lighthouse's audit mode). Lighthouse refuses settings
 * that differ from the gathering's, so the saved settings get the new slowdown too: a simulated gathering never
 * slows the CPU, so the load they describe is the same.
 */
async function simulateAgain(url: string, artifacts: string, outputPath: string, settings: string[], cpuSlowdown: number): Promise<LighthouseReport> {
  const file = path.join(artifacts, 'artifacts.json');
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
  saved.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  fs.writeFileSync(file, JSON.stringify(saved));
  const withSlowdown = [
    ...settings.filter((setting) => !setting.startsWith('--throttling.cpuSlowdownMultiplier=')),
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  ];
  return lighthouseCli(url, outputPath, [...withSlowdown, `-A=${artifacts}`]);
}

/** The main thread's CPU figures from the trace Lighthouse gathered into `artifacts`. */
function mainThreadCpuOf(artifacts: string, threads: RendererThreadSampler): MainThreadCpu | undefined {
  const traceFile = path.join(artifacts, 'trace.json');
  if (!fs.existsSync(traceFile)) return undefined;
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const times = significantTaskTimes(Array.isArray(trace) ? trace : trace.traceEvents);
  if (!times) return undefined;
  const { pid, ...tasks } = times;
  return { ...tasks, threads: threads.between(pid, tasks.window.fromUs, tasks.window.toUs) };
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
