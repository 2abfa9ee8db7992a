import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { anchorsOf, brokenLinks, headingAnchor, relativeLinksOf } from './markdown-links';

const repositoryRoot = path.resolve(__dirname, '../../../..');

/** The project's documentation: the README, docs/ and each package's README and notes. */
function documentation(): string[] {
  const inFolder = (folder: string, match: (name: string) => boolean) =>
    fs.existsSync(path.join(repositoryRoot, folder))
      ? fs
          .readdirSync(path.join(repositoryRoot, folder))
          .filter(match)
          .map((name) => path.join(folder, name))
      : [];
  const packages = ['shell', 'e2e', ...inFolder('.', (name) => name.startsWith('mf-')), ...inFolder('shared', () => true)];
  return [
    'README.md',
    ...inFolder('docs', (name) => name.endsWith('.md')),
    ...inFolder('shared', (name) => name.endsWith('.md')),
    ...packages.map((folder) => path.join(folder, 'README.md')).filter((file) => fs.existsSync(path.join(repositoryRoot, file))),
  ];
}

describe('the documentation’s links', () => {
  it('each lead to a file that exists and, with an anchor, to a heading in it', () => {
    const files = documentation();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/testing.md']));
    expect(brokenLinks(repositoryRoot, files)).toEqual([]);
  });

  it('the README stays short: at most 250 lines', () => {
    expect(fs.readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(250);
  });
});

describe('the link checker', () => {
  it('makes GitHub’s anchors of headings', () => {
    expect(headingAnchor('Releases: deploy, roll back, list')).toBe('releases-deploy-roll-back-list');
    expect(headingAnchor('First interaction: no tap lost')).toBe('first-interaction-no-tap-lost');
    expect([...anchorsOf('# A\n```\n# not a heading\n```\n## B c')]).toEqual(['a', 'b-c']);
  });

  it('finds relative links, not other sites or code', () => {
    const links = relativeLinksOf('docs/a.md', '[x](b.md#top) [y](https://example.com) `[z](c.md)` [w](#here)');
    expect(links.map(({ file, anchor }) => [file, anchor])).toEqual([
      ['docs/b.md', 'top'],
      ['docs/a.md', 'here'],
    ]);
  });

  it('names a missing file and a missing heading', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
    try {
      fs.writeFileSync(path.join(root, 'a.md'), '# A\n[gone](b.md) [no heading](a.md#nowhere) [fine](a.md#a)');
      expect(brokenLinks(root, ['a.md'])).toEqual(['a.md: [gone] -> b.md does not exist', 'a.md: [no heading] -> a.md#nowhere: no such heading']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
