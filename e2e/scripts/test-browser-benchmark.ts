/**
 * `npm run bench:test-browser` (on demand, Linux): what the test browser's own flags (`TEST_ONLY_ARGS` in
 * support/chromium.ts) save the end-to-end suite. Runs the same specs (by default four that load many pages at every
 * width) `--runs` times (default 2) with and without them (`TEST_CHROMIUM_AS_SHOPPERS=1`), alternating A B B A so a
 * drift of the host's speed falls on both, and prints each run's CPU time of the whole machine (from /proc/stat, the
 * hypervisor's steal apart) and wall time, then the medians. Needs the builds (`npm run build`) and the storefront's
 * ports free: it starts the storefronts as `npm test` does.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from './perf/stats';

const DEFAULT_SPECS = ['tests/first-view-widths.spec.ts', 'tests/scroll-during-load.spec.ts', 'tests/blocks-banners.spec.ts', 'tests/page-load.spec.ts'];

interface CpuTicks {
  busy: number;
  steal: number;
}

/** The machine's CPU time so far in clock ticks: user, nice, system, irq and softirq; steal apart. */
function cpuTicks(): CpuTicks {
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return { busy: user + nice + system + irq + softirq, steal };
}

interface Measurement {
  cpuSeconds: number;
  stealSeconds: number;
  wallSeconds: number;
}

async function runSpecs(specs: readonly string[], asShoppers: boolean, ticksPerSecond: number): Promise<Measurement> {
  const before = cpuTicks();
  const started = Date.now();
  const env = { ...process.env, CI: 'true', TEST_CHROMIUM_AS_SHOPPERS: asShoppers ? '1' : '0' };
  const child = spawn('npx', ['playwright', 'test', ...specs, '--reporter=dot'], {
    cwd: path.resolve(__dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`playwright test exited with ${code}:\n${output.slice(-4_000)}`);
  const after = cpuTicks();
  return {
    cpuSeconds: (after.busy - before.busy) / ticksPerSecond,
    stealSeconds: (after.steal - before.steal) / ticksPerSecond,
    wallSeconds: (Date.now() - started) / 1000,
  };
}

const LABELS = { shoppers: "shoppers' flags only", test: 'with the test-only flags' } as const;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '2' }, spec: { type: 'string', multiple: true } } });
  const runs = Number(values.runs);
  const specs = values.spec ?? DEFAULT_SPECS;
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const results: Record<keyof typeof LABELS, Measurement[]> = { shoppers: [], test: [] };
  console.info(`${specs.join(', ')}: ${runs} run(s) each way, alternating\n`);
  console.info(' run  browser                     CPU time    steal     wall');
  for (let run = 1; run <= runs; run += 1) {
    const order: (keyof typeof LABELS)[] = run % 2 === 1 ? ['shoppers', 'test'] : ['test', 'shoppers'];
    for (const variant of order) {
      const measured = await runSpecs(specs, variant === 'shoppers', ticksPerSecond);
      results[variant].push(measured);
      const row = [measured.cpuSeconds, measured.stealSeconds, measured.wallSeconds].map((value) => `${value.toFixed(1)} s`.padStart(9));
      console.info(`${String(run).padStart(4)}  ${LABELS[variant].padEnd(26)}${row.join('')}`);
    }
  }
  const cpu = (variant: keyof typeof LABELS) => median(results[variant].map((measured) => measured.cpuSeconds));
  const wall = (variant: keyof typeof LABELS) => median(results[variant].map((measured) => measured.wallSeconds));
  const change = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)} %`;
  console.info(`\nmedians: CPU ${cpu('shoppers').toFixed(1)} -> ${cpu('test').toFixed(1)} s (${change(cpu('shoppers'), cpu('test'))}),`);
  console.info(`         wall ${wall('shoppers').toFixed(1)} -> ${wall('test').toFixed(1)} s (${change(wall('shoppers'), wall('test'))})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
