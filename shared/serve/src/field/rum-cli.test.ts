import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@storefront/deploy';

// `npm run rum -- …` as its own process, with only the environment given here of the storefront's settings.
function rum(environment: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'rum-cli.ts'), ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      STOREFRONT_METRICS: undefined,
      STOREFRONT_HOST: undefined,
      STOREFRONT_PORT_OFFSET: undefined,
      SHELL_PORT: undefined,
      ...environment,
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

it('names the URL it read when no shell server answers there, and how to name the one that runs', async () => {
  const port = await freePort();
  const report = rum({ SHELL_PORT: String(port) }, 'report');
  expect(report.err).toContain(`No field figures: http://localhost:${port}/metrics did not answer (fetch failed).`);
  expect(report.err).toContain('--shell <origin>');
  expect(report.err).toContain('STOREFRONT_PORT_OFFSET');
  expect(report.code).toBe(1);
}, 30_000);

it('refuses a fragment the federation description does not have, as the deploy commands do', () => {
  const mistyped = rum({}, 'report', '--fragment', 'mf-acount');
  expect(mistyped.err).toContain('Unknown fragment mf-acount: the federation description has mf-tracking,');
  expect(mistyped.out).toBe('');
  expect(mistyped.code).toBe(2);
}, 30_000);

it('prints its usage for --help and exits 0', () => {
  const help = rum({}, '--help');
  expect(help.out).toContain('usage:\n  npm run rum -- report [--fragment <name>] [--since 15m] [--shell <origin> ...]');
  expect(help.code).toBe(0);
}, 30_000);
