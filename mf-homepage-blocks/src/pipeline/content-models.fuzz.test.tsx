/**
 * @jest-environment @storefront/build/jest-environment-production-react
 */
import { fuzzContentBlock, fuzzTable, type FuzzFigures } from '../test-support/fuzz/fuzz-content-block';
import { setUpEveryBlockType } from '../test-support/every-block-setup';
import { servedSampleBlocksOf } from '../test-support/sample-data';
import { BLOCK_REGISTRY, REGISTERED_CONTENT_TYPES } from './block-registry';

// Content fuzzing (npm test runs FUZZ_RUNS models per content type, 1000 by default, with a fixed seed per type;
// `npm run fuzz -w mf-homepage-blocks` runs more and prints the table). A failure prints the seed and the smallest
// failing model; FUZZ_SEED=<seed> reproduces it.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const figures: FuzzFigures[] = [];

beforeEach(setUpEveryBlockType);

afterAll(() => {
  if (process.env.FUZZ_REPORT) console.info(`\nContent fuzzing, ${RUNS} models per content type (seed ${BASE_SEED}):\n${fuzzTable(figures)}\n`);
});

describe.each(REGISTERED_CONTENT_TYPES.map((contentType, index) => [contentType, index] as const))('fuzzed %s models', (contentType, index) => {
  it(`survive ${RUNS} models derived from the sample: nothing escapes, the neighbour stays, rejections are reported once`, async () => {
    const block = await BLOCK_REGISTRY[contentType]?.load();
    if (!block) throw new Error(`no block for ${contentType}`);
    const samples = servedSampleBlocksOf(contentType);
    expect(samples.length).toBeGreaterThan(0);
    const others = REGISTERED_CONTENT_TYPES.filter((other) => other !== contentType);
    const result = await fuzzContentBlock(block, samples, [...others, 'PromoBarLegacy', ''], { runs: RUNS, seed: BASE_SEED + index });
    figures.push(result);
    expect(result.crashes).toBe(0);
    expect(result.tried).toBe(RUNS);
    // both sides are exercised: some models are refused, some render
    expect(result.rejected).toBeGreaterThan(0);
    expect(result.rendered).toBeGreaterThan(0);
  }, 300_000);
});
