import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { containerName, type BuiltAgainst, type FragmentName } from '@storefront/contracts';

/** What the shell of these tests provides. */
export const SHELL: BuiltAgainst = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@storefront/platform': '1.4.0',
  '@storefront/ui': '1.0.2',
  '@storefront/contracts': '1.1.0',
};

/** The variable naming the run's own temporary folder (azurite-global-setup.ts), removed whole after the run. */
export const RUN_FOLDER_VARIABLE = 'STOREFRONT_TEST_RUN_FOLDER';

/** A new folder in the run's temporary folder (outside a jest run: in the system's), so no test leaves one behind. */
export function temporaryFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(process.env[RUN_FOLDER_VARIABLE] ?? os.tmpdir(), `${prefix}-`));
}

export interface FakeBuildOptions {
  version?: string;
  builtAgainst?: BuiltAgainst;
  /** Changes the content (and so the hash) of the build. */
  content?: string;
}

/** A fragment's build folder as the preset writes it: manifest, remote entry, a chunk, built-against.json. */
export function fakeBuild(
  parent: string,
  fragment: FragmentName,
  { version = '1.0.0', builtAgainst = SHELL, content = 'Mein Konto' }: FakeBuildOptions = {},
): string {
  const folder = fs.mkdtempSync(path.join(parent, `${fragment}-dist-`));
  const container = containerName(fragment);
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: container, name: container, metaData: { publicPath: 'auto' } }));
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${container} = 'entry';`);
  fs.mkdirSync(path.join(folder, 'assets'));
  fs.writeFileSync(path.join(folder, 'assets', 'root.0123456789.js'), `render(${JSON.stringify(content)});`);
  fs.writeFileSync(path.join(folder, 'built-against.json'), JSON.stringify({ name: fragment, version, builtAgainst }));
  return folder;
}
