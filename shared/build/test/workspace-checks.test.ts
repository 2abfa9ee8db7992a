import path from 'node:path';
import ts from 'typescript';
import fs from 'node:fs';
import { workspacePrograms } from '../typecheck-workspace.cjs';
import { workspacePackagesWith } from '../workspace-packages.cjs';

const ROOT = path.resolve(__dirname, '../../..');

/** What `tsc -p <package>/tsconfig.json` checks: its files, with its options. */
function ownProgram(folder: string) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, folder, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`no tsconfig.json in ${folder}`);
  const { configFilePath: _configFilePath, pathsBasePath: _pathsBasePath, ...options } = parsed.options;
  return { files: parsed.fileNames, options };
}

describe('the workspace type-check', () => {
  const programs = workspacePrograms(ROOT);
  const packages = programs.flatMap((program) => program.packages);

  it('checks every package with a typecheck script once, each in a program with its own options and all its own files', () => {
    expect(packages).toEqual(expect.arrayContaining(['shell', 'e2e', 'mf-homepage-blocks', path.join('shared', 'serve'), path.join('shared', 'platform')]));
    expect(new Set(packages).size).toBe(packages.length);
    for (const program of programs) {
      for (const folder of program.packages) {
        const own = ownProgram(folder);
        expect(program.options).toMatchObject(own.options);
        expect(program.files).toEqual(expect.arrayContaining(own.files));
      }
    }
  });

  it('keeps packages whose options differ apart: Node servers without the DOM, the end-to-end tests without jest', () => {
    const programOf = (folder: string) => programs.find((program) => program.packages.includes(folder));
    expect(programOf(path.join('shared', 'serve'))).not.toBe(programOf('shell'));
    expect(programOf(path.join('shared', 'serve'))?.options.lib).toEqual(['lib.es2023.d.ts']);
    expect(programOf('e2e')).not.toBe(programOf('shell'));
    expect(programOf('e2e')?.options.types).toEqual(['node']);
    expect(programOf('mf-tracking')).toBe(programOf('shell'));
    expect(programs.length).toBeLessThan(packages.length);
  });
});

describe('the workspace lint', () => {
  it('covers every package that has a lint script, each with an ESLint config of its own', () => {
    const packages = workspacePackagesWith('lint', ROOT);
    expect(packages).toEqual(expect.arrayContaining(['shell', 'e2e', 'mf-tracking', path.join('shared', 'build'), path.join('shared', 'deploy')]));
    for (const folder of packages) expect(fs.existsSync(path.join(ROOT, folder, 'eslint.config.mjs'))).toBe(true);
  });
});
