import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CompileHintsPlugin } from '../webpack.cjs';

// federation.cjs loads the contracts through tsx, which cannot run inside jest; jest compiles them itself.
jest.mock('../federation.cjs', () => jest.requireActual<object>('./federation-from-sources'));

const HINT = '//# allFunctionsCalledOnLoad\n';
const KB = 1024;

describe('CompileHintsPlugin', () => {
  it('starts each JavaScript file of 8 KB or more with the compile hint, an entry and a lazily loaded chunk alike, leaves a smaller one as it is, and the source maps still point at the source', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    // Functions that do not minify away: each a string of its own, all of them kept on the page.
    const functions = (name: string, count: number) =>
      `window.${name} = [\n${Array.from({ length: count }, (_, index) => `  () => '${name} function number ${index} of the file',\n`).join('')}];\n`;
    fs.writeFileSync(
      path.join(folder, 'main.js'),
      `${functions('started', 600)}import('./later.js').then((later) => later.run());\nimport('./small.js').then((small) => small.run());\n`,
    );
    // About 12 KB minified (above the threshold, below the former 16 KB), and about 5 KB (below it).
    fs.writeFileSync(path.join(folder, 'later.js'), `${functions('later', 250)}export function run() {\n  window.ran = 'later';\n}\n`);
    fs.writeFileSync(path.join(folder, 'small.js'), `${functions('small', 120)}export function run() {\n  window.ran = 'small';\n}\n`);
    const compiler = webpack({
      mode: 'production',
      devtool: 'hidden-source-map',
      context: folder,
      entry: { main: './main.js' },
      output: { path: path.join(folder, 'out'), chunkFilename: '[name].js' },
      plugins: [new CompileHintsPlugin()],
    });
    try {
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve())),
      );
      const out = path.join(folder, 'out');
      const scripts = fs.readdirSync(out).filter((file) => file.endsWith('.js'));
      const small = scripts.filter((script) => fs.readFileSync(path.join(out, script), 'utf8').includes('"small"'));
      expect(small).toHaveLength(1);
      const smallPath = path.join(out, small[0] as string);
      expect(fs.statSync(smallPath).size).toBeGreaterThan(4 * KB);
      expect(fs.statSync(smallPath).size).toBeLessThan(8 * KB);
      expect(fs.readFileSync(smallPath, 'utf8').startsWith('//')).toBe(false);
      const later = scripts.find((script) => fs.readFileSync(path.join(out, script), 'utf8').includes('"later"'));
      expect(fs.statSync(path.join(out, later as string)).size).toBeLessThan(16 * KB);
      const large = scripts.filter((script) => !small.includes(script));
      expect(large).toHaveLength(2);
      for (const script of large) {
        expect(fs.statSync(path.join(out, script)).size).toBeGreaterThanOrEqual(8 * KB);
        const code = fs.readFileSync(path.join(out, script), 'utf8');
        expect(code.startsWith(HINT)).toBe(true);
        // Minified code after the hint's line: its map has no mapping on the first line and maps the second.
        const { mappings } = JSON.parse(fs.readFileSync(path.join(out, `${script}.map`), 'utf8')) as { mappings: string };
        expect(mappings.startsWith(';')).toBe(true);
        expect(mappings.slice(1)).toMatch(/^[A-Za-z0-9+/]/);
      }
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
