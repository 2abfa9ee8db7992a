/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRepeatArguments, resolveTarget } from './target';

const repositoryRoot = path.resolve(__dirname, '../../../..');

describe('the flake finder’s arguments', () => {
  it('takes a target, --times and an optional --load', () => {
    expect(parseRepeatArguments(['mf-own-brand', '--times', '10', '--load', '2'])).toEqual({ target: 'mf-own-brand', times: 10, load: 2 });
    expect(parseRepeatArguments(['--times', '3', 'e2e/tests/carousel.spec.ts'])).toEqual({ target: 'e2e/tests/carousel.spec.ts', times: 3, load: 0 });
  });

  it('refuses a missing target, a missing or bad --times, unknown options and two targets', () => {
    expect(() => parseRepeatArguments(['--times', '3'])).toThrow('Usage: npm run test:repeat');
    expect(() => parseRepeatArguments(['mf-own-brand'])).toThrow('--times is missing');
    expect(() => parseRepeatArguments(['mf-own-brand', '--times', '0'])).toThrow('--times needs a whole number of at least 1');
    expect(() => parseRepeatArguments(['mf-own-brand', '--times', '2', '--load', '-1'])).toThrow('--load needs a whole number of at least 0');
    expect(() => parseRepeatArguments(['mf-own-brand', '--times', '2', '--retries', '1'])).toThrow('Unknown option --retries');
    expect(() => parseRepeatArguments(['mf-own-brand', 'shell', '--times', '2'])).toThrow('One target only');
  });
});

describe('what the flake finder runs', () => {
  it('runs a workspace’s jest suite, named by package or by folder', () => {
    for (const given of ['@storefront/deploy', 'shared/deploy', 'shared/deploy/']) {
      expect(resolveTarget(given, repositoryRoot)).toMatchObject({ runner: 'jest', workspace: path.join(repositoryRoot, 'shared/deploy'), files: [] });
    }
    expect(resolveTarget('mf-homepage-blocks', repositoryRoot)).toMatchObject({ runner: 'jest', workspace: path.join(repositoryRoot, 'mf-homepage-blocks') });
  });

  it('runs one jest test file in its workspace', () => {
    expect(resolveTarget('shared/test-support/src/repeat/target.test.ts', repositoryRoot)).toEqual({
      runner: 'jest',
      workspace: path.join(repositoryRoot, 'shared/test-support'),
      files: ['src/repeat/target.test.ts'],
      description: "@storefront/test-support's src/repeat/target.test.ts",
    });
  });

  it('runs a Playwright spec in e2e/, by its path or its name', () => {
    for (const given of ['e2e/tests/carousel.spec.ts', 'tests/carousel.spec.ts', 'carousel.spec.ts']) {
      expect(resolveTarget(given, repositoryRoot)).toMatchObject({
        runner: 'playwright',
        workspace: path.join(repositoryRoot, 'e2e'),
        files: ['tests/carousel.spec.ts'],
      });
    }
  });

  it('says what it cannot find', () => {
    expect(() => resolveTarget('mf-nothing', repositoryRoot)).toThrow('mf-nothing is neither a workspace');
    expect(() => resolveTarget('nothing.spec.ts', repositoryRoot)).toThrow('No Playwright spec nothing.spec.ts in e2e/tests');
    expect(() => resolveTarget('shell/src/nothing.test.ts', repositoryRoot)).toThrow('No jest test file shell/src/nothing.test.ts in a workspace');
  });

  it('refuses a workspace without a test script', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'repeat-target-'));
    try {
      fs.mkdirSync(path.join(root, 'shared', 'quiet'), { recursive: true });
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ workspaces: ['shared/*'] }));
      fs.writeFileSync(path.join(root, 'shared', 'quiet', 'package.json'), JSON.stringify({ name: '@storefront/quiet', scripts: { lint: 'eslint .' } }));
      expect(() => resolveTarget('shared/quiet', root)).toThrow('@storefront/quiet has no tests to repeat');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
