import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A test-only release of a fragment: its live release's files with a fault appended to the chunk of its `./app`
 * module (a click handler on the fragment's slot), published as a release of its own by the test (`deploy --dist`).
 * Nothing of it is in the fragment's source or any build shoppers get; the test rolls back to the live release after.
 */
export function faultReleaseFolder(fragment: string, liveRelease: string, fault: string): { folder: string; remove(): void } {
  const root = process.env.STOREFRONT_DEPLOYMENTS_ROOT ?? '';
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'fault-release-'));
  const folder = path.join(workspace, fragment);
  fs.cpSync(path.join(root, fragment, liveRelease), folder, { recursive: true, filter: (file) => path.basename(file) !== 'release.json' });
  const app = fs.readdirSync(folder).find((file) => /^__federation_expose_app(?:\.[0-9a-f]+)?\.js$/.test(file));
  if (!app) throw new Error(`${fragment} ${liveRelease} has no chunk of its ./app module`);
  fs.appendFileSync(path.join(folder, app), `\n;${fault}\n`);
  return { folder, remove: () => fs.rmSync(workspace, { recursive: true, force: true }) };
}

/** A click on the fragment's main heading (inside its slot) runs `body` in a listener of the release's own file. */
export function onHeadingClick(fragment: string, body: string): string {
  return `document.addEventListener('click',function(event){var target=event.target;if(target instanceof Element&&target.closest('[data-fragment="${fragment}"] h1')){${body}}});`;
}
