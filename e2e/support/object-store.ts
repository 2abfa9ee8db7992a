import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { FRAGMENTS, type FragmentName } from '@storefront/contracts';
import { LOOPBACK_ORIGIN_PATTERNS } from '@storefront/contracts/src/local-origins';
import {
  AZURITE_ACCOUNT,
  AZURITE_ACCOUNT_KEY,
  DEPLOY_CREDENTIAL_VARIABLE,
  freePort,
  prepareDeployments,
  provisionAzureStorage,
  readShellBuild,
  startAzurite,
  storageEnvironment,
  storageFromEnvironment,
  type ProvisionedStorage,
  type DeploymentStorage,
  type RunningAzurite,
} from '@storefront/deploy';
import { REPOSITORY_ROOT } from '@storefront/serve';

/**
 * Azure Blob Storage for one test file: Microsoft's emulator (Azurite) on a free port with a temporary folder, provisioned
 * as `npm run storage:dev` does it, with the storefront's current builds published (as `npm start` on it would).
 */
export class ObjectStore {
  private constructor(
    private readonly azurite: RunningAzurite,
    private readonly location: string,
    readonly provisioned: ProvisionedStorage,
  ) {}

  static async start(): Promise<ObjectStore> {
    const location = fs.mkdtempSync(path.join(os.tmpdir(), 'azurite-e2e-'));
    const azurite = await startAzurite({ location });
    const provisioned = await provisionAzureStorage({
      accountUrl: azurite.accountUrl,
      accountName: AZURITE_ACCOUNT,
      accountKey: AZURITE_ACCOUNT_KEY,
      namespace: 'e2e',
      corsOrigins: LOOPBACK_ORIGIN_PATTERNS,
    });
    const store = new ObjectStore(azurite, location, provisioned);
    await prepareDeployments({
      storage: store.platformStorage(),
      shell: readShellBuild(path.join(REPOSITORY_ROOT, 'shell', 'dist')),
      builds: FRAGMENTS.map((fragment) => ({ fragment: fragment.name, folder: path.join(REPOSITORY_ROOT, fragment.name, 'dist') })),
      log: () => undefined,
    });
    return store;
  }

  get accountUrl(): string {
    return this.azurite.accountUrl;
  }

  /** STOREFRONT_STORAGE and every credential: what `npm start` on the store has. */
  platformEnvironment(): Record<string, string> {
    return storageEnvironment(this.provisioned);
  }

  /** Only what a squad's pipeline has: where the store is, and its own credential. */
  squadEnvironment(fragment: FragmentName): Record<string, string> {
    return { STOREFRONT_STORAGE: this.provisioned.storageUrl, [DEPLOY_CREDENTIAL_VARIABLE]: this.provisioned.deployCredentials[fragment] };
  }

  /**
   * The platform's storage as its commands have it, transient failures retried: on a busy machine Azurite now and then
   * resets a kept-alive connection (a test's own read of the releases failed with ECONNRESET, fresh-clone CI of 9eced41).
   */
  platformStorage(): DeploymentStorage {
    return storageFromEnvironment({ ...this.platformEnvironment() });
  }

  async stopEmulator(): Promise<void> {
    await this.azurite.stop();
  }

  async remove(): Promise<void> {
    await this.azurite.stop();
    fs.rmSync(this.location, { recursive: true, force: true });
  }
}

/** `npm run serve:shell` (the production role of the shell's server) on a free port, against a storage. */
export class ShellServerProcess {
  private child?: ChildProcess;
  origin = '';
  /** What it printed (its reports: a storage it cannot read, a first view it served without). */
  output = '';

  async start(environment: Record<string, string>, timeoutMs = 60_000): Promise<void> {
    const port = await freePort();
    this.origin = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, ...environment, SHELL_PORT: String(port) };
    // Nothing of a squad's: the platform's server has the platform's credential only.
    for (const name of Object.keys(env)) if (name.startsWith(DEPLOY_CREDENTIAL_VARIABLE)) delete env[name];
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPOSITORY_ROOT, 'shared/serve/src/serve-shell.ts')], {
      cwd: REPOSITORY_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve:shell did not start within ${timeoutMs} ms:\n${this.output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        this.output += stripVTControlCharacters(chunk.toString());
        if (this.output.includes('Shell server on')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`serve:shell exited (${code}):\n${this.output}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
