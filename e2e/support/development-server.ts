import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from '@storefront/deploy';
import { REPOSITORY_ROOT } from '@storefront/serve';

/** `npm run dev` of a fragment (webpack serve, development mode) in a folder, on a free port, as a squad runs it. */
export class DevelopmentServer {
  private process?: ChildProcess;
  private output = '';
  origin = '';

  constructor(private readonly folder: string) {}

  /** Resolves once the first compilation is served; rejects with webpack's output when it fails or exits. */
  async start(timeoutMs: number): Promise<void> {
    const port = await freePort();
    this.origin = `http://localhost:${port}`;
    const webpack = path.join(REPOSITORY_ROOT, 'node_modules', '.bin', 'webpack');
    const child = spawn(webpack, ['serve', '--mode', 'development'], { cwd: this.folder, env: { ...process.env, PORT: String(port) }, detached: true });
    this.process = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`webpack serve did not compile within ${timeoutMs} ms:\n${this.output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        this.output += stripVTControlCharacters(chunk.toString());
        if (/compiled successfully/.test(this.output)) {
          clearTimeout(timer);
          resolve();
        } else if (/compiled with \d+ errors?/.test(this.output)) {
          clearTimeout(timer);
          reject(new Error(this.output));
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`webpack serve exited (${code}):\n${this.output}`));
      });
    });
  }

  stop(): void {
    // The whole process group: npm-less, but webpack's own workers too.
    if (this.process?.pid !== undefined && this.process.exitCode === null) process.kill(-this.process.pid, 'SIGTERM');
  }
}
