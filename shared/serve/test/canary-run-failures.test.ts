import fs from 'node:fs';
import { abortCanary, deploy, LocalFolderStorage, publishBuild, readLiveEntry, recordShellDeclaration } from '@storefront/deploy';
import { fakeBuild, SHELL, temporaryFolder } from '@storefront/deploy/test/fake-build';
import { DEFAULT_BOUNDS } from '../src/canary/canary-judge';
import { canaryRunExitCode } from '../src/canary/canary-exit-codes';
import { CanaryRunStoppedError, runCanary } from '../src/canary/canary-run';
import type { FiguresWindow, ReleaseFigures, WindowedFiguresSource } from '../src/field/field-figures';

const FRAGMENT = 'mf-account-overview';

/** The local folder, unreachable for the next `failReads` reads and `failWrites` writes of a document. */
class FlakyStorage extends LocalFolderStorage {
  failReads = 0;
  failWrites = 0;

  override async readDocument(...args: Parameters<LocalFolderStorage['readDocument']>): ReturnType<LocalFolderStorage['readDocument']> {
    if (this.failReads > 0) {
      this.failReads -= 1;
      throw new Error('store unreachable');
    }
    return super.readDocument(...args);
  }

  override async writeDocument(...args: Parameters<LocalFolderStorage['writeDocument']>): ReturnType<LocalFolderStorage['writeDocument']> {
    if (this.failWrites > 0) {
      this.failWrites -= 1;
      throw new Error('store unreachable');
    }
    return super.writeDocument(...args);
  }
}

let root: string;
let storage: FlakyStorage;
let live: string;
let candidate: string;
let warnings: string[];

beforeEach(async () => {
  root = temporaryFolder('canary-run-failures');
  storage = new FlakyStorage({ root: `${root}/deployments` });
  const build = () => Promise.reject(new Error('built folders only'));
  live = (await deploy({ storage, fragment: FRAGMENT, dist: fakeBuild(root, FRAGMENT, { content: 'live' }), build })).record.release;
  candidate = (await publishBuild(storage, FRAGMENT, fakeBuild(root, FRAGMENT, { content: 'candidate' }))).record.release;
  warnings = [];
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Both releases alike, with the page views every figure needs: each step the figures are read from passes. */
function healthyFigures(beginFailures = 0): WindowedFiguresSource {
  const figures = (release: string): ReleaseFigures => ({
    fragment: FRAGMENT,
    release,
    pageViews: 200,
    errors: 0,
    pageViewsWithErrors: 0,
    errorsPerThousandViews: 0,
    p75LcpMs: 900,
    p75InpMs: 80,
    p75Cls: 0.01,
    vitalSamples: { lcp: 200, inp: 200, cls: 200 },
  });
  const window: FiguresWindow = { figures: async () => [figures(live), figures(candidate)] };
  let failures = beginFailures;
  return {
    description: 'the test figures',
    async begin() {
      if (failures > 0) {
        failures -= 1;
        throw new Error('a shell server timed out');
      }
      return window;
    },
  };
}

/** A run of steps 20 and 50 (then 100) whose `interval` is what happens meanwhile, numbered from 1. */
const run = (interval: (index: number) => Promise<void> | void, figures = healthyFigures(), maxHolds = 2, signal?: AbortSignal) => {
  let intervals = 0;
  return runCanary({
    signal,
    storage,
    fragment: FRAGMENT,
    release: candidate,
    steps: [20, 50, 100],
    intervalMs: 1,
    switchLeadMs: 0,
    figures,
    bounds: DEFAULT_BOUNDS,
    maxHolds,
    log: () => undefined,
    warn: (line) => warnings.push(line),
    wait: async () => {
      intervals += 1;
      await interval(intervals);
    },
  });
};

const decisions = (result: Awaited<ReturnType<typeof runCanary>>) => result.steps.map((step) => [step.percent, step.verdict.decision]);

describe('canary run when the store or the figures fail', () => {
  it('holds at an interval whose canary state cannot be read, then judges the step', async () => {
    const result = await run((index) => {
      if (index === 1) storage.failReads = 1;
    });
    expect(result.outcome).toBe('promoted');
    expect(decisions(result)).toEqual([
      [20, 'hold'],
      [20, 'pass'],
      [50, 'pass'],
    ]);
    expect(result.steps[0]?.verdict.summary).toBe("the canary's state could not be read: store unreachable");
  });

  it("reads the figures again when the step's start could not be read, and judges the step from then", async () => {
    const result = await run(() => undefined, healthyFigures(1));
    expect(result.outcome).toBe('promoted');
    expect(decisions(result)).toEqual([
      [20, 'hold'],
      [20, 'pass'],
      [50, 'pass'],
    ]);
    expect(result.steps[0]?.verdict.summary).toBe("the step's figures start now: the test figures could not be read at its start (a shell server timed out)");
  });

  it('takes the canary out and exits 3 when the promotion is refused (the shell changed meanwhile)', async () => {
    const result = await run(async (index) => {
      if (index === 2) await recordShellDeclaration(storage, { ...SHELL, react: '20.0.0' });
    });
    expect(result).toMatchObject({ outcome: 'failed', takenOut: true });
    expect(canaryRunExitCode(result)).toBe(3);
    const entry = (await readLiveEntry(storage, FRAGMENT))?.value;
    expect(entry?.release).toBe(live);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.at(-1)).toMatchObject({
      action: 'canary-abort',
      release: candidate,
      reason: expect.stringMatching(/^the canary run failed: .*the live shell would refuse it/),
    });
    expect(warnings).toEqual([
      expect.stringMatching(
        new RegExp(`^${FRAGMENT}: the canary run failed: .*; the canary of ${candidate} was taken out: every shopper gets the live release$`),
      ),
    ]);
  });

  it('says the canary may still be live and exits 4 when taking it out fails too', async () => {
    const result = await run(async (index) => {
      if (index !== 2) return;
      await recordShellDeclaration(storage, { ...SHELL, react: '20.0.0' });
      storage.failWrites = Infinity;
    });
    expect(result).toMatchObject({ outcome: 'failed', takenOut: false });
    expect(canaryRunExitCode(result)).toBe(4);
    expect((await readLiveEntry(storage, FRAGMENT))?.value.canary?.release).toBe(candidate);
    expect(warnings.at(-2)).toMatch(/taking the canary out failed too: store unreachable$/);
    expect(warnings.at(-1)).toBe(`the canary may still be live: ${FRAGMENT} ${candidate}`);
  });

  it('exits 1 when the judge aborts, 0 when promoted', async () => {
    const held = await run(() => undefined, healthyFigures(Infinity));
    expect(held.outcome).toBe('aborted');
    expect(canaryRunExitCode(held)).toBe(1);
    const promoted = await run(() => undefined);
    expect(canaryRunExitCode(promoted)).toBe(0);
  });
});

describe('canary run stopped (SIGINT, SIGTERM: a pipeline cancelled or timed out)', () => {
  /** An interval that never ends: only the stop can end the run's wait. */
  const forever = () => new Promise<void>(() => undefined);

  it('stops waiting at once, takes the canary out and exits 1', async () => {
    const stop = new AbortController();
    const result = await run(
      (index) => {
        if (index === 2) stop.abort('SIGTERM');
        return index === 2 ? forever() : undefined;
      },
      healthyFigures(),
      2,
      stop.signal,
    );
    expect(result).toMatchObject({ outcome: 'aborted', reason: 'the canary run was stopped (SIGTERM)' });
    expect(decisions(result)).toEqual([[20, 'pass']]);
    expect(canaryRunExitCode(result)).toBe(1);
    const entry = (await readLiveEntry(storage, FRAGMENT))?.value;
    expect(entry?.release).toBe(live);
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.filter((change) => change.action === 'canary-abort')).toEqual([
      expect.objectContaining({ release: candidate, reason: 'the canary run was stopped (SIGTERM)' }),
    ]);
    expect(warnings).toEqual([
      `${FRAGMENT}: the canary run was stopped (SIGTERM); the canary of ${candidate} was taken out: every shopper gets the live release`,
    ]);
  });

  it('says the canary may still be live and exits 4 when taking it out fails', async () => {
    const stop = new AbortController();
    const result = await run(
      () => {
        storage.failWrites = Infinity;
        stop.abort('SIGINT');
        return forever();
      },
      healthyFigures(),
      2,
      stop.signal,
    );
    expect(result).toMatchObject({ outcome: 'failed', takenOut: false });
    expect(canaryRunExitCode(result)).toBe(4);
    storage.failWrites = 0;
    expect((await readLiveEntry(storage, FRAGMENT))?.value.canary?.release).toBe(candidate);
    expect(warnings.at(-2)).toMatch(/^mf-account-overview: the canary run was stopped \(SIGINT\); taking the canary out failed too: store unreachable$/);
    expect(warnings.at(-1)).toBe(`the canary may still be live: ${FRAGMENT} ${candidate}`);
  });

  it('does not say the canary may still be live when it was ended meanwhile', async () => {
    const stop = new AbortController();
    const result = await run(
      async () => {
        await abortCanary({ storage, fragment: FRAGMENT, reason: 'by hand' });
        stop.abort('SIGTERM');
        return forever();
      },
      healthyFigures(),
      2,
      stop.signal,
    );
    expect(result.outcome).toBe('aborted');
    expect(canaryRunExitCode(result)).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`the canary of ${candidate} no longer runs: `))]);
  });

  it('starts no canary when stopped before its start', async () => {
    const stop = new AbortController();
    stop.abort('SIGTERM');
    await expect(run(() => undefined, healthyFigures(), 2, stop.signal)).rejects.toThrow(CanaryRunStoppedError);
    const entry = (await readLiveEntry(storage, FRAGMENT))?.value;
    expect(entry?.canary).toBeUndefined();
    expect(entry?.history.some((change) => change.action === 'canary-start')).toBe(false);
  });
});
