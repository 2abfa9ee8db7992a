import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@storefront/deploy';
import { ShellServerProcess } from './object-store';

const STARTUP_TIMEOUT_MS = 60_000;

/** Polls `ready` until it holds (a server that has not started yet refuses the connection). */
async function until(what: string, ready: () => Promise<boolean>, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

export interface RunningServer {
  origin: string;
  port: number;
  stop(): Promise<void>;
}

function started(child: ChildProcess): { output: () => string } {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { output: () => text };
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A key the deployment's shell servers share (STOREFRONT_FIELD_KEY). */
export const sharedFieldKey = () => crypto.randomBytes(32).toString('base64');

/**
 * `npm run serve:shell` as production runs it (ShellServerProcess), on a free port, against this worker's deployments
 * root, with the deployment's shared field key.
 */
export async function startShellServer(fieldKey: string): Promise<RunningServer> {
  const server = new ShellServerProcess();
  await server.start({ STOREFRONT_STORAGE: `file:${process.env.STOREFRONT_DEPLOYMENTS_ROOT ?? ''}`, STOREFRONT_FIELD_KEY: fieldKey });
  return { origin: server.origin, port: Number(new URL(server.origin).port), stop: () => server.stop() };
}

/** Debian's prometheus, on a free port with a temporary folder, scraping the given servers every second. */
export async function startPrometheus(targets: readonly number[]): Promise<RunningServer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-prometheus-'));
  const port = await freePort();
  const config = path.join(folder, 'prometheus.yml');
  fs.writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      'scrape_configs:',
      '  - job_name: storefront-shell',
      '    static_configs:',
      `      - targets: [${targets.map((target) => `'127.0.0.1:${target}'`).join(', ')}]`,
      '',
    ].join('\n'),
  );
  const child = spawn(
    process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus',
    [`--config.file=${config}`, `--storage.tsdb.path=${path.join(folder, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { output } = started(child);
  const origin = `http://127.0.0.1:${port}`;
  await until('prometheus', async () => (await fetch(`${origin}/-/ready`)).ok, child, output);
  const stop = stopper(child);
  return {
    origin,
    port,
    stop: async () => {
      await stop();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A PromQL instant query's first value (undefined while the result is empty or not a number). */
export async function promQuery(prometheus: string, query: string): Promise<number | undefined> {
  const url = new URL('/api/v1/query', prometheus);
  url.searchParams.set('query', query);
  const body = (await (await fetch(url, { signal: AbortSignal.timeout(5_000) })).json()) as { data?: { result?: Array<{ value: [number, string] }> } };
  const value = Number(body.data?.result?.[0]?.value[1]);
  return Number.isFinite(value) ? value : undefined;
}
