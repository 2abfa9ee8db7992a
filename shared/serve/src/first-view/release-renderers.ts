import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FirstViewResponse, FragmentName, RenderedFirstView, StorefrontConfig } from '@storefront/contracts';
import type { DeploymentStorage } from '@storefront/deploy';
import { firstViewModuleFile, firstViewRequest, stylesheetsReader, type FirstViewPage } from './release-first-view';

export type FirstViewAnswer = { kind: 'view'; view: FirstViewResponse } | { kind: 'none' } | { kind: 'failed'; reason: string };

/** Gives up on a render after this long: the worker is taken to hang and is stopped (a new one for the next render). */
export const RENDER_HANG_MS = 10_000;
/** How many releases keep a worker (the live ones and the ones live just before, for pages opened before a deploy). */
export const MAX_RELEASE_WORKERS = 8;
/** A worker's heap: a first-view module that leaks is stopped by V8 at this size, not the shell's server. */
const WORKER_HEAP_MB = 256;

interface Pending {
  resolve: (view: RenderedFirstView | undefined) => void;
  reject: (error: Error) => void;
}

/** One release's first-view module in a worker thread of its own. */
class ReleaseWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  exited = false;

  constructor(
    moduleFile: string,
    private readonly hangMs: number,
  ) {
    this.worker = new Worker(path.join(__dirname, 'first-view-worker.cjs'), {
      workerData: { moduleFile },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // The module reads no environment of the shell's server (credentials among them).
      env: {},
      stdout: false,
      stderr: false,
    });
    this.worker.unref();
    this.worker.on('message', ({ id, view, error }: { id: number; view?: RenderedFirstView | null; error?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(view ?? undefined);
    });
    const end = (reason: Error) => {
      this.exited = true;
      this.pending.forEach(({ reject }) => reject(reason));
      this.pending.clear();
    };
    this.worker.on('error', end);
    this.worker.on('exit', (code) => end(new Error(`its worker exited (${code})`)));
  }

  render(request: unknown): Promise<RenderedFirstView | undefined> {
    // A message to an ended worker is never answered: the render would wait the whole hang time-out.
    if (this.exited) return Promise.reject(new Error('its worker has ended'));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no answer within ${this.hangMs} ms; its worker is stopped`));
        void this.stop();
      }, this.hangMs);
      timer.unref();
      this.pending.set(id, {
        resolve: (view) => {
          clearTimeout(timer);
          resolve(view);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.worker.postMessage({ id, request });
    });
  }

  async stop(): Promise<void> {
    this.exited = true;
    await this.worker.terminate();
  }
}

export interface ReleaseRenderersOptions {
  storage: DeploymentStorage;
  /** The deployment's config, passed to every render as the browser gets it. */
  config: () => Promise<StorefrontConfig>;
  /** RENDER_HANG_MS by default. */
  hangMs?: number;
}

/**
 * First views rendered by the shell's server itself, for a storage whose releases have no server beside them (an
 * object store): each release's server bundle (`server/first-view.js`) is copied from the storage once (a release
 * never changes) and run in a worker thread of its own. A squad's module that throws, hangs or leaks takes down its
 * worker, never the shell's server: a render waits at most RENDER_HANG_MS before the worker is stopped, its heap is
 * limited, and it sees no environment. docs/delivery-and-storage.md, "Running on an object store".
 */
export class ReleaseRenderers {
  private readonly workers = new Map<string, Promise<ReleaseWorker | undefined>>();
  private readonly stylesheetsOf = stylesheetsReader();
  private readonly folders = new Map<string, string>();

  constructor(private readonly options: ReleaseRenderersOptions) {}

  /** Renders a release's first view; `none` when it has no server bundle or nothing for the page. Never throws. */
  async render(fragment: FragmentName, release: string, page: FirstViewPage): Promise<FirstViewAnswer> {
    const key = `${fragment}/${release}`;
    try {
      const worker = await this.workerOf(key, fragment, release);
      if (!worker) return { kind: 'none' };
      const view = await worker.render(firstViewRequest(page, await this.options.config()));
      if (!view) return { kind: 'none' };
      return { kind: 'view', view: { ...view, stylesheets: this.stylesheetsOf(this.folders.get(key) ?? '') } };
    } catch (error) {
      return { kind: 'failed', reason: `${key}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  private workerOf(key: string, fragment: FragmentName, release: string): Promise<ReleaseWorker | undefined> {
    const known = this.workers.get(key);
    if (known) {
      // Last in the order again: the live release's worker, used by every shopper, is the last to go when previews of
      // old releases start workers of their own.
      this.workers.delete(key);
      this.workers.set(key, known);
      // A worker that ended (it crashed, hung or ran out of memory) is started again for the next render, once: the
      // renders that waited for it meanwhile use the worker the first of them started (one each would leak).
      return known.then((worker) => {
        if (!worker?.exited) return worker;
        const current = this.workers.get(key);
        return current && current !== known ? current : this.startWorker(key, fragment, release);
      });
    }
    return this.startWorker(key, fragment, release);
  }

  private startWorker(key: string, fragment: FragmentName, release: string): Promise<ReleaseWorker | undefined> {
    const started = (async () => {
      const folder = await this.options.storage.releaseFolder(fragment, release);
      this.folders.set(key, folder);
      const moduleFile = firstViewModuleFile(folder);
      return moduleFile ? new ReleaseWorker(moduleFile, this.options.hangMs ?? RENDER_HANG_MS) : undefined;
    })();
    // A failed download is tried again on the next render (unless a newer start took its place already).
    started.catch(() => this.workers.get(key) === started && this.workers.delete(key));
    this.workers.delete(key);
    this.workers.set(key, started);
    void this.evictOldest();
    return started;
  }

  /** The least recently used workers beyond MAX_RELEASE_WORKERS stop (releases long not live or previewed). */
  private async evictOldest(): Promise<void> {
    while (this.workers.size > MAX_RELEASE_WORKERS) {
      const [oldest] = this.workers.keys();
      if (oldest === undefined) return;
      const worker = this.workers.get(oldest);
      this.workers.delete(oldest);
      await (await worker?.catch(() => undefined))?.stop();
    }
  }

  async stop(): Promise<void> {
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map(async (worker) => (await worker.catch(() => undefined))?.stop()));
  }
}
