import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The command lines are tested in this process (deploy-command-line.test.ts, config-command-line.test.ts); this runs
// each entry `npm run …` starts once as its own process: its arguments in, its message on standard error, its exit code.
let root: string;
beforeAll(() => (root = mkdtempSync(path.join(tmpdir(), 'storefront-entries-'))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function runEntry(entry: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', entry), ...args], {
    encoding: 'utf8',
    env: { ...process.env, STOREFRONT_STORAGE: undefined, STOREFRONT_DEPLOYMENTS_ROOT: root },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

it('npm run deploy exits 2 with the message and the usage for an unknown fragment', () => {
  const unknown = runEntry('cli.ts', 'deploy', 'mf-checkout');
  expect(unknown.err).toContain('Unknown fragment mf-checkout: the federation description has mf-tracking,');
  expect(unknown.code).toBe(2);
}, 30_000);

it('npm run config exits 2 with the usage for a change without a reason', () => {
  const noReason = runEntry('config-cli.ts', 'set-flag', 'catalog.discover.recommendations.add-to-cart.enabled', 'true');
  expect(noReason.err).toContain('a change needs a reason: --reason "<why>"');
  expect(noReason.err).toContain('usage:\n  npm run config -- show [--json]');
  expect(noReason.code).toBe(2);
}, 30_000);
