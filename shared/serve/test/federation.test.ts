import fs from 'node:fs';
import path from 'node:path';
import {
  containerName,
  EXPOSED_MODULES,
  FRAGMENTS,
  SERVER_PORTS,
  type FragmentDescription,
  type FragmentName,
  type FragmentRoute,
} from '@storefront/contracts';
import { fragmentFolder, REPOSITORY_ROOT } from '../src/topology';

// The federation description (shared/contracts/src/federation.ts) and the repository agree: every described
// fragment is a folder built the way shared/FRAGMENTS.md says ("Adding a fragment"), and every fragment folder is
// described. The browser side (registry, manifests, routes) is e2e/tests/federation.spec.ts.

const described: readonly FragmentDescription[] = FRAGMENTS;
const SCRIPTS = ['build', 'dev', 'test', 'lint', 'typecheck'] as const;

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}

const routesOf = (fragment: FragmentDescription): readonly FragmentRoute[] => fragment.routes;

describe.each(described.map((fragment) => [fragment.name, fragment] as const))('the fragment %s', (name, fragment) => {
  const folder = fragmentFolder(name as FragmentName);
  const inFolder = (...parts: string[]) => path.join(folder, ...parts);

  it('has its folder at the top of the repository, named as described', () => {
    expect(name).toMatch(/^mf-[a-z][a-z0-9-]*$/);
    expect(folder).toBe(path.join(REPOSITORY_ROOT, name));
    expect(fs.statSync(folder).isDirectory()).toBe(true);
  });

  it('is the npm package of that name, with the scripts every fragment has', () => {
    const manifest = readJson<{ name: string; scripts?: Record<string, string> }>(inFolder('package.json'));
    expect(manifest.name).toBe(name);
    expect(SCRIPTS.filter((script) => !manifest.scripts?.[script])).toEqual([]);
    expect(manifest.scripts?.build).toMatch(/^webpack\b.*--mode production/);
    expect(manifest.scripts?.dev).toMatch(/^webpack serve\b/);
  });

  it('builds, tests, type-checks and lints with the shared presets', () => {
    // A fragment described as rendering its first view on the server builds that module (and only then); any fragment
    // may cap the files an exposed module loads with (requestsPerExpose) and name its start-up's modules (startUpModules).
    expect(read(inFolder('webpack.config.cjs'))).toMatch(
      'firstView' in fragment
        ? /require\('@storefront\/build\/webpack'\)[\s\S]*module\.exports = createFragmentConfig\(\{ dirname: __dirname, firstView: '\.\/src\/[\w/-]+\.tsx?'(, requestsPerExpose: \d+)?(, startUpModules: [A-Z_]+)? \}\)/
        : /require\('@storefront\/build\/webpack'\)[\s\S]*module\.exports = createFragmentConfig\(\{ dirname: __dirname(, requestsPerExpose: \d+)?(, startUpModules: [A-Z_]+)? \}\)/,
    );
    expect(read(inFolder('jest.config.cjs'))).toMatch(/require\('@storefront\/build\/jest'\)[\s\S]*createJestConfig\(__dirname/);
    expect(readJson<{ extends?: string }>(inFolder('tsconfig.json')).extends).toBe('@storefront/build/tsconfig.base.json');
    expect(read(inFolder('eslint.config.mjs'))).toMatch(/from '@storefront\/build\/eslint'[\s\S]*createEslintConfig\(/);
  });

  it('has the source file of every module it exposes', () => {
    const exposes = Object.entries(EXPOSED_MODULES[name as FragmentName]);
    expect(exposes.length).toBeGreaterThan(0);
    for (const [module, source] of exposes) {
      expect({ module, key: /^\.\/[A-Za-z][\w-]*$/.test(module), source, exists: fs.existsSync(inFolder(source)) }).toEqual({
        module,
        key: true,
        source,
        exists: true,
      });
    }
  });

  it('has a standalone development page and a README', () => {
    expect(fs.existsSync(inFolder('src', 'standalone.tsx'))).toBe(true);
    expect(read(inFolder('README.md'))).toMatch(new RegExp(`^# ${name}\\b`));
  });

  it('has routes and an application as its kind says', () => {
    const routes = routesOf(fragment);
    const hasApp = Object.hasOwn(EXPOSED_MODULES[name as FragmentName], './app');
    switch (fragment.kind) {
      case 'page':
        // A single-spa application on its routes, with its page component.
        expect(routes.length).toBeGreaterThan(0);
        expect(hasApp).toBe(true);
        expect(fs.existsSync(inFolder('src', 'Root.tsx'))).toBe(true);
        break;
      case 'background':
        // On every route, so it names none.
        expect(routes).toEqual([]);
        expect(hasApp).toBe(true);
        break;
      case 'components':
        // Only components other fragments render: no application, no route.
        expect(routes).toEqual([]);
        expect(hasApp).toBe(false);
        break;
      default:
        throw new Error(`unknown kind ${String(fragment.kind)}`);
    }
    for (const route of routes) {
      expect(route.path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
      expect(route.pageCode).not.toBe('');
      if (route.navigationLabel !== undefined) expect(route.navigationLabel.trim()).not.toBe('');
    }
    expect(fragment.label.trim()).not.toBe('');
  });
});

describe('the federation description as a whole', () => {
  it('gives every server its own port', () => {
    const ports = [...described.map((fragment) => fragment.port), ...Object.values(SERVER_PORTS)];
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('gives every route to one fragment, and every page its own page code', () => {
    const routes = described.flatMap(routesOf);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.pageCode)).size).toBe(routes.length);
  });

  it('names each fragment once, with a Module Federation container name of its own', () => {
    const names = described.map((fragment) => fragment.name);
    expect(new Set(names).size).toBe(names.length);
    const containers = names.map(containerName);
    expect(containers.every((container) => /^[a-z][a-z0-9_]*$/.test(container))).toBe(true);
    expect(new Set(containers).size).toBe(containers.length);
  });

  it('describes exactly the mf-* folders of the repository', () => {
    const folders = fs
      .readdirSync(REPOSITORY_ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(described.map((fragment) => fragment.name).sort());
  });

  it('is in the root workspaces, which pick up every mf-* folder', () => {
    const root = readJson<{ workspaces?: string[] }>(path.join(REPOSITORY_ROOT, 'package.json'));
    expect(root.workspaces).toContain('mf-*');
  });
});
