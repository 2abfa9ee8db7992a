import fs from 'node:fs';
import { containerName, type BuiltAgainst, type FragmentName } from '@storefront/contracts';
import { prepareDeployments } from '../src/commands/start';
import { LocalFolderStorage } from '../src/storage/local-folder-storage';
import { fakeBuild, SHELL, temporaryFolder, type FakeBuildOptions } from './fake-build';

/** A deployments root and a folder for builds, both temporary, with a live shell recorded (as `npm start` does). */
export class Deployments {
  readonly root = temporaryFolder('deployments');
  readonly builds = temporaryFolder('builds');
  readonly storage = new LocalFolderStorage({ root: this.root });

  async startShell(shell: BuiltAgainst = SHELL, builds: { fragment: FragmentName; folder: string }[] = []): Promise<void> {
    await prepareDeployments({ storage: this.storage, shell, builds, log: () => undefined });
  }

  build(fragment: FragmentName, options?: FakeBuildOptions): string {
    return fakeBuild(this.builds, fragment, options);
  }

  async live(fragment: FragmentName) {
    return (await this.storage.readRegistry())?.fragments[containerName(fragment)];
  }

  remove(): void {
    fs.rmSync(this.root, { recursive: true, force: true });
    fs.rmSync(this.builds, { recursive: true, force: true });
  }
}
