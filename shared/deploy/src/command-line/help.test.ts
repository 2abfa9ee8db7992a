import fs from 'node:fs';
import { temporaryFolder } from '../../test/fake-build';
import { runCommandLine } from '../../test/run-command-line';
import { runConfigCommandLine } from './config-command-line';
import { runDeployCommandLine } from './deploy-command-line';

// `npm run deploy|rollback|releases|config -- … --help`: the usage on standard output, exit code 0, nothing run.
const words = (line: string) => line.split(' ');

it.each(['deploy mf-account-overview --help', 'deploy --help', 'rollback mf-account-overview -h', 'releases --help'])(
  'npm run %s prints the usage of the deploy commands and exits 0',
  async (line) => {
    const help = await runCommandLine(runDeployCommandLine, {}, ...words(line));
    expect(help).toEqual({ code: 0, out: expect.stringContaining('usage:\n  npm run deploy -- <fragment>') as string, err: '' });
  },
);

it.each(['--help', '-h', 'set-flag --help'])('npm run config -- %s prints the usage of the config commands and exits 0', async (line) => {
  const help = await runCommandLine(runConfigCommandLine, {}, ...words(line));
  expect(help).toEqual({ code: 0, out: expect.stringContaining('usage:\n  npm run config -- show [--json]') as string, err: '' });
});

it('takes --help after -- as an argument, not as asking for the usage', async () => {
  const root = temporaryFolder('deployments');
  try {
    const unknown = await runCommandLine(runDeployCommandLine, {}, 'deploy', '--root', root, '--', '--help');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown fragment --help');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
