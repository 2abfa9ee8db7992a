import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SHELL } from '../test/fake-build';
import { Deployments } from '../test/deployments';
import type { ReleaseList } from './commands/releases';

let deployments: Deployments;

beforeAll(async () => {
  deployments = new Deployments();
  await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
});

afterAll(() => deployments.remove());

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli.ts'), ...args, '--root', deployments.root], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('the deploy, rollback and releases commands', () => {
  it('deploy publishes and switches, releases lists, rollback goes back', () => {
    const incompatible = deployments.build('mf-account-overview', { content: 'X', builtAgainst: { ...SHELL, '@storefront/platform': '2.0.0' } });
    const refused = cli('deploy', 'mf-account-overview', '--dist', incompatible);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Refused: mf-account-overview 1.0.0-');
    expect(refused.err).toContain('@storefront/platform 2.0.0 (shell provides 1.4.0)');

    const deployed = cli('deploy', 'mf-account-overview', '--dist', deployments.build('mf-account-overview', { content: 'B' }));
    expect(deployed.code).toBe(0);
    expect(deployed.out).toMatch(/mf-account-overview: published release 1\.0\.0-[0-9a-f]{10} in /);
    expect(deployed.out).toContain('mf-account-overview: live release is now 1.0.0-');

    const listed = cli('releases', 'mf-account-overview', '--json');
    expect(listed.code).toBe(0);
    const list = JSON.parse(listed.out) as ReleaseList;
    expect(list.releases.map((release) => release.live)).toEqual([false, true]);
    const table = cli('releases', 'mf-account-overview').out.split('\n');
    expect(table[0]).toBe(`mf-account-overview: 2 release(s) in ${deployments.root}; live: ${list.live}`);
    expect(table[1]).toMatch(/^ {3}release +version +hash +published +built against \(majors\)$/);
    expect(table[3]).toMatch(new RegExp(`^\\* +${list.live} +1\\.0\\.0 +[0-9a-f]{10} +\\d{4}-.*react 19, react-dom 19, platform 1, ui 1, contracts 1$`));

    const back = cli('rollback', 'mf-account-overview');
    expect(back.code).toBe(0);
    expect(back.out).toContain(`mf-account-overview: live release is now ${list.releases[0]?.release} (was ${list.live})`);
  }, 30_000);

  it('refuses unknown fragments and wrong usage with exit code 2', () => {
    const unknown = cli('deploy', 'mf-checkout');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown fragment mf-checkout: the federation description has mf-tracking,');
    const usage = cli('deploy', 'mf-tracking', '--dist', 'a', '--source', 'b');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('--source and --dist exclude each other');
  }, 30_000);
});
