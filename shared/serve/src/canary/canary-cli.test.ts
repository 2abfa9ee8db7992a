import { spawnSync } from 'node:child_process';
import path from 'node:path';

// `npm run canary -- …` as its own process: its arguments in, its output, its exit code.
function canary(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'canary-cli.ts'), ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

it.each(['--help', '-h', 'run mf-account-overview --help'])(
  'npm run canary -- %s prints the usage and exits 0',
  (line) => {
    const help = canary(...line.split(' '));
    expect(help.out).toContain('usage:\n  npm run canary -- start <fragment> <release> --percent <P>');
    expect(help.err).toBe('');
    expect(help.code).toBe(0);
  },
  30_000,
);
