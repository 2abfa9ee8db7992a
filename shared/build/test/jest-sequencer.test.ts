import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import HasteMap from 'jest-haste-map';
import FuzzFirstSequencer from '../jest-sequencer.cjs';

// The order in which a package's test files are handed to jest's workers: the fuzzing first on a fresh clone.

const SIZES: Record<string, number> = {
  '/pkg/src/Big.test.tsx': 9_000,
  '/pkg/src/Medium.test.tsx': 5_000,
  '/pkg/src/content.fuzz.test.tsx': 1_000,
  '/pkg/src/Small.test.ts': 500,
};

let cacheDirectory: string;
beforeEach(() => {
  cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'sequencer-'));
});
afterEach(() => fs.rmSync(cacheDirectory, { recursive: true, force: true }));

const context = () => ({ config: { cache: true, cacheDirectory, id: 'pkg', haste: {} }, hasteFS: { getSize: (file: string) => SIZES[file] } });

function testsOf(files: string[]) {
  const shared = context();
  return files.map((file) => ({ path: file, context: shared, duration: undefined as number | undefined }));
}

/** What jest records after a run: per file, [0 failed | 1 passed, milliseconds]. */
function recordDurations(durations: Record<string, number>) {
  const cacheFile = HasteMap.getStatic({ haste: {} } as never).getCacheFilePath(cacheDirectory, 'perf-cache-pkg');
  fs.writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(Object.entries(durations).map(([file, ms]) => [file, [1, ms]]))));
}

const order = (files: string[]) => (new FuzzFirstSequencer({} as never).sort(testsOf(files) as never) as Array<{ path: string }>).map((test) => test.path);

it('puts a fuzzing file first when no duration is recorded, then jest’s order by size', () => {
  expect(order(Object.keys(SIZES).reverse())).toEqual([
    '/pkg/src/content.fuzz.test.tsx',
    '/pkg/src/Big.test.tsx',
    '/pkg/src/Medium.test.tsx',
    '/pkg/src/Small.test.ts',
  ]);
});

it('keeps jest’s order by recorded durations once they are known', () => {
  recordDurations({ '/pkg/src/Big.test.tsx': 100, '/pkg/src/Medium.test.tsx': 9_000, '/pkg/src/content.fuzz.test.tsx': 400, '/pkg/src/Small.test.ts': 50 });
  expect(order(Object.keys(SIZES))).toEqual(['/pkg/src/Medium.test.tsx', '/pkg/src/content.fuzz.test.tsx', '/pkg/src/Big.test.tsx', '/pkg/src/Small.test.ts']);
});
