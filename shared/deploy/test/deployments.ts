import fs from 'node:fs';
import type { BuiltAgainst, FragmentName } from '@storefront/contracts';
import { prepareDeployments } from '../src/commands/start';
import { readLiveEntry } from '../src/registry/live-entry';
import type { DeploymentStorage } from '../src/storage/deployment-storage';
import { fakeBuild, SHELL, temporaryFolder, type FakeBuildOptions } from './fake-build';
import type { StorageKind, TestStorage } from './storages';

/** A storage of one kind and a folder for builds, both temporary, with a live shell recorded (as `npm start` does). */
export class Deployments {
  readonly builds = temporaryFolder('builds');

  private constructor(private readonly stored: TestStorage) {}

  static async create(kind: StorageKind): Promise<Deployments> {
    return new Deployments(await kind.create());
  }

  get storage(): DeploymentStorage {
    return this.stored.storage;
  }

  get testStorage(): TestStorage {
    return this.stored;
  }

  async startShell(shell: BuiltAgainst = SHELL, builds: { fragment: FragmentName; folder: string }[] = []): Promise<void> {
    await prepareDeployments({ storage: this.storage, shell, builds, log: () => undefined });
  }

  build(fragment: FragmentName, options?: FakeBuildOptions): string {
    return fakeBuild(this.builds, fragment, options);
  }

  async live(fragment: FragmentName) {
    return (await readLiveEntry(this.storage, fragment))?.value;
  }

  async remove(): Promise<void> {
    fs.rmSync(this.builds, { recursive: true, force: true });
    await this.stored.remove();
  }
}
