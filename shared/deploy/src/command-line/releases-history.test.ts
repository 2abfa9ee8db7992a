import { SHELL } from '../../test/fake-build';
import { Deployments } from '../../test/deployments';
import { runCommandLine } from '../../test/run-command-line';
import { STORAGE_KINDS } from '../../test/storages';
import { abortCanary, startCanary } from '../commands/canary';
import type { ReleaseList } from '../commands/releases';
import { actor } from '../registry/live-entry';
import { runDeployCommandLine } from './deploy-command-line';

const ISO = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(STORAGE_KINDS)('npm run releases: what ran and who did it, on $name', (kind) => {
  let deployments: Deployments;
  let first = '';
  let second = '';
  const cli = (...args: string[]) => runCommandLine(runDeployCommandLine, deployments.testStorage.environment, ...args);
  /** The lines after the releases' table: the history's heading and its changes. */
  const historyOf = async (...options: string[]) => {
    const listed = await cli('releases', 'mf-account-overview', ...options);
    expect(listed.code).toBe(0);
    const lines = listed.out.trimEnd().split('\n');
    return lines.slice(lines.indexOf('') + 1);
  };

  beforeAll(async () => {
    deployments = await Deployments.create(kind);
    await deployments.startShell(SHELL, [{ fragment: 'mf-account-overview', folder: deployments.build('mf-account-overview', { content: 'A' }) }]);
    first = (await deployments.live('mf-account-overview'))?.release ?? '';
  });

  afterAll(() => deployments.remove());

  it('lists a deploy and a rollback under the table, newest first, with when and who', async () => {
    expect((await cli('deploy', 'mf-account-overview', '--dist', deployments.build('mf-account-overview', { content: 'B' }))).code).toBe(0);
    second = (await deployments.live('mf-account-overview'))?.release ?? '';
    expect((await cli('rollback', 'mf-account-overview')).code).toBe(0);

    const by = escaped(actor());
    expect(await historyOf()).toEqual([
      'history, newest first: 3 of 3',
      expect.stringMatching(new RegExp(`^  ${ISO}  rolled back to ${first} \\(was ${second}\\), by ${by}$`)),
      expect.stringMatching(new RegExp(`^  ${ISO}  deployed ${second} \\(was ${first}\\), by ${by}$`)),
      expect.stringMatching(new RegExp(`^  ${ISO}  npm start made ${first} live, by ${by}$`)),
    ]);

    const list = JSON.parse((await cli('releases', 'mf-account-overview', '--json')).out) as ReleaseList;
    expect(list.historyTotal).toBe(3);
    expect(list.history.map(({ action, release, previous, by: who }) => ({ action, release, previous, by: who }))).toEqual([
      { action: 'rollback', release: first, previous: second, by: actor() },
      { action: 'deploy', release: second, previous: first, by: actor() },
      { action: 'start', release: first, previous: undefined, by: actor() },
    ]);
  }, 60_000);

  it('gives a canary decision its reason, the judge’s figures as it summed them up', async () => {
    const { storage } = deployments;
    await startCanary({ storage, fragment: 'mf-account-overview', release: second, percent: 5, switchLeadMs: 0 });
    await abortCanary({ storage, fragment: 'mf-account-overview', reason: 'out of bounds at 5 %: errors 3.1 % of page views (live 0.2 %)' });

    const [heading, aborted, started] = await historyOf();
    expect(heading).toBe('history, newest first: 5 of 5');
    expect(aborted).toMatch(
      new RegExp(
        `^  ${ISO}  canary aborted: ${second}, by ${escaped(actor())} \\(credential: .+\\): "out of bounds at 5 %: errors 3\\.1 % of page views \\(live 0\\.2 %\\)"$`,
      ),
    );
    expect(started).toMatch(new RegExp(`^  ${ISO}  canary started: ${second} for 5 % of shoppers, by `));
  }, 60_000);

  it('lists the newest 10 changes, --history <n> as many, --all every one', async () => {
    // Back and forth between the two releases: 8 switches more, 13 changes in all.
    for (let index = 0; index < 4; index += 1) {
      expect((await cli('rollback', 'mf-account-overview', second)).code).toBe(0);
      expect((await cli('rollback', 'mf-account-overview', first)).code).toBe(0);
    }

    const recent = await historyOf();
    expect(recent[0]).toBe('history, newest first: 10 of 13 (--history <n> or --all for more)');
    expect(recent).toHaveLength(11);
    expect(recent[1]).toMatch(new RegExp(`^  ${ISO}  rolled back to ${first} \\(was ${second}\\), by `));
    expect(recent[10]).toMatch(new RegExp(`^  ${ISO}  canary started: ${second} `));

    expect(await historyOf('--history', '2')).toHaveLength(3);
    const all = await historyOf('--all');
    expect(all[0]).toBe('history, newest first: 13 of 13');
    expect(all[13]).toMatch(new RegExp(`^  ${ISO}  npm start made ${first} live, by `));

    const list = JSON.parse((await cli('releases', 'mf-account-overview', '--json')).out) as ReleaseList;
    expect(list.history).toHaveLength(10);
    expect(list.historyTotal).toBe(13);
  }, 60_000);

  it('refuses a --history that is no number of changes, and --history with --all', async () => {
    const zero = await cli('releases', 'mf-account-overview', '--history', '0');
    expect(zero.code).toBe(2);
    expect(zero.err).toContain('--history takes a number of changes above 0, not 0');
    expect((await cli('releases', 'mf-account-overview', '--history', '3', '--all')).err).toContain('--history and --all exclude each other');
  }, 30_000);
});
