/**
 * The flake finder: runs one package's jest suite (or one jest test file) or one Playwright spec N times, optionally
 * with K CPU-burning processes beside it, and prints every failure with its run number.
 *
 *   npm run test:repeat -- mf-homepage-blocks --times 10 --load 2
 *   npm run test:repeat -- shared/deploy/src/command-line/deploy-command-line.test.ts --times 5
 *   npm run test:repeat -- e2e/tests/carousel-phones.spec.ts --times 3 --load 1
 *
 * Use it when a test failed once: a test that fails 1 run in 10 beside a busy CPU fails CI now and then.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRepeatArguments, resolveTarget, type RepeatTarget } from './target';
import { failuresOfJestReport, failuresOfPlaywrightReport, type TestFailure } from './reports';

const repositoryRoot = path.resolve(__dirname, '../../../..');

/** K processes that keep one core each busy until stopped: what a busy CI machine does to the tests. */
function startCpuLoad(processes: number): ChildProcess[] {
  return Array.from({ length: processes }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logFile: string): Promise<number> {
  return new Promise((resolve) => {
    const log = fs.createWriteStream(logFile);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** One run of the target; its failures from the runner's JSON report (none found but a non-zero exit: the whole run failed). */
async function runOnce(target: RepeatTarget, runNumber: number, workFolder: string): Promise<TestFailure[]> {
  const reportFile = path.join(workFolder, `run-${runNumber}.json`);
  const logFile = path.join(workFolder, `run-${runNumber}.log`);
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
  const env = { ...process.env, FORCE_COLOR: '0' };
  let exitCode: number;
  let failures: TestFailure[];
  if (target.runner === 'jest') {
    exitCode = await run(npx, ['jest', '--ci', '--json', `--outputFile=${reportFile}`, ...target.files], target.workspace, env, logFile);
    failures = fs.existsSync(reportFile) ? failuresOfJestReport(JSON.parse(fs.readFileSync(reportFile, 'utf8'))) : [];
  } else {
    exitCode = await run(
      npx,
      ['playwright', 'test', ...target.files, '--reporter=list,json'],
      target.workspace,
      // One spec against one storefront (the suite's default is two, one per worker), unless E2E_WORKERS says otherwise.
      { ...env, E2E_WORKERS: process.env.E2E_WORKERS ?? '1', PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile },
      logFile,
    );
    failures = fs.existsSync(reportFile) ? failuresOfPlaywrightReport(JSON.parse(fs.readFileSync(reportFile, 'utf8'))) : [];
  }
  if (exitCode !== 0 && failures.length === 0) {
    failures = [{ test: `the run itself (exit code ${exitCode})`, message: `see ${logFile}` }];
  }
  return failures;
}

async function main(): Promise<number> {
  const options = parseRepeatArguments(process.argv.slice(2));
  const target = resolveTarget(options.target, repositoryRoot);
  const workFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-repeat-'));
  console.info(
    `Running ${target.description} ${options.times} time(s)${options.load > 0 ? ` with ${options.load} CPU-burning process(es) beside it` : ''}; logs in ${workFolder} (kept if a run fails)`,
  );
  const load = startCpuLoad(options.load);
  const stopLoad = () => load.forEach((child) => child.kill('SIGKILL'));
  process.once('SIGINT', () => {
    stopLoad();
    process.exit(130);
  });
  const failedRuns: number[] = [];
  try {
    for (let runNumber = 1; runNumber <= options.times; runNumber += 1) {
      const started = Date.now();
      const failures = await runOnce(target, runNumber, workFolder);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (failures.length === 0) {
        console.info(`run ${runNumber}: passed (${seconds} s)`);
        continue;
      }
      failedRuns.push(runNumber);
      console.info(`run ${runNumber}: FAILED (${seconds} s)`);
      for (const failure of failures) console.info(`  run ${runNumber} ✘ ${failure.test}\n${indent(failure.message)}`);
    }
  } finally {
    stopLoad();
  }
  if (failedRuns.length === 0) {
    // Nothing to look into: the logs of passing runs would only fill the temporary folder.
    fs.rmSync(workFolder, { recursive: true, force: true });
    console.info(`All ${options.times} runs passed.`);
    return 0;
  }
  console.info(`${failedRuns.length} of ${options.times} runs failed (runs ${failedRuns.join(', ')}); logs in ${workFolder}`);
  return 1;
}

function indent(text: string): string {
  const lines = text.split('\n').slice(0, 12);
  return lines.map((line) => `      ${line}`).join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
