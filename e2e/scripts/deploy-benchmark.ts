/**
 * `npm run bench:deploy` (on demand): how long a squad's deploy takes to reach the shop on the object store. Starts
 * Azurite with the storefront's builds published and two shell servers (`serve:shell`) reading it, then deploys
 * mf-account-overview `--runs` times (default 10) as a squad's pipeline does (`npm run deploy -- <fragment> --dist`,
 * with only its own credential), each a new release (the repository's build with one file changed). Prints per deploy
 * the command's own time and the time from its start until both servers serve the new release, then median and worst.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RegistryDocument } from '@storefront/contracts';
import { REPOSITORY_ROOT } from '@storefront/serve';
import { npmRunWith } from '../support/delivery';
import { ObjectStore, ShellServerProcess } from '../support/object-store';
import { median } from './perf/stats';

const FRAGMENT = 'mf-account-overview';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);

async function liveRelease(origin: string): Promise<string | undefined> {
  const response = await fetch(`${origin}/registry.json`, { signal: AbortSignal.timeout(2_000) });
  return ((await response.json()) as RegistryDocument).fragments.mf_account_overview?.release;
}

/** Resolves when every server serves `release`, polled every 25 ms; the time it took from `since`. */
async function servedEverywhere(origins: string[], release: string, since: number, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    const live = await Promise.all(origins.map((origin) => liveRelease(origin).catch(() => undefined)));
    if (live.every((value) => value === release)) return Date.now() - since;
    if (Date.now() - since > timeoutMs) throw new Error(`not served everywhere within ${timeoutMs} ms (${live.join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
  const runs = Number(values.runs);
  const dist = path.join(REPOSITORY_ROOT, FRAGMENT, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no build: npm run build first`);
  console.info('Starting Azurite, publishing the builds, starting two shell servers ...');
  const store = await ObjectStore.start();
  const shells = [new ShellServerProcess(), new ShellServerProcess()];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-'));
  try {
    await Promise.all(shells.map((shell) => shell.start(store.platformEnvironment())));
    const origins = shells.map((shell) => shell.origin);
    const rows: { command: number; served: number }[] = [];
    console.info(`\n deploy  command   both servers serve it (from the command's start)`);
    for (let run = 1; run <= runs; run += 1) {
      const variant = path.join(work, `dist-${run}`);
      fs.cpSync(dist, variant, { recursive: true });
      fs.appendFileSync(path.join(variant, 'remoteEntry.js'), `\n// bench:deploy ${run} ${Date.now()}\n`);
      const started = Date.now();
      const deployed = await npmRunWith({ ...process.env, ...store.squadEnvironment(FRAGMENT) }, 'deploy', FRAGMENT, '--dist', variant);
      const command = Date.now() - started;
      if (deployed.code !== 0) throw new Error(`deploy ${run} failed:\n${deployed.stderr}`);
      const release = /live release is now (\S+)/.exec(deployed.stdout)?.[1] ?? '';
      const served = await servedEverywhere(origins, release, started);
      rows.push({ command, served });
      console.info(`${String(run).padStart(7)} ${seconds(command)} ${seconds(served)}`);
    }
    const commands = rows.map((row) => row.command);
    const served = rows.map((row) => row.served);
    console.info(`\n median ${seconds(median(commands))} ${seconds(median(served))}`);
    console.info(`  worst ${seconds(Math.max(...commands))} ${seconds(Math.max(...served))}`);
    console.info(`\n${runs} deploys, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}; servers read the store every 2 s.`);
  } finally {
    await Promise.all(shells.map((shell) => shell.stop()));
    await store.remove();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
