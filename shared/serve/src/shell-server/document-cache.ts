import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A document is served as rendered for this long after its render. */
export const DOCUMENT_FRESH_MS = 10_000;
/**
 * After that, for this long, it is still served while one render replaces it in the background (so no shopper waits
 * for a render of a page whose inputs did not change); a document not asked for within both is rendered again.
 */
export const DOCUMENT_STALE_MS = 50_000;
/** Documents kept for the shoppers without an identity cookie: one per page, release set, config, device and class. */
export const SHARED_DOCUMENTS_MAX = 500;
/** Documents kept for shoppers whose cookies name them (each their own): the most recently asked for. */
export const OWN_DOCUMENTS_MAX = 5_000;
/** The bytes all documents of one pool hold at most. */
export const DOCUMENTS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Everything a document is rendered from: the same key, the same bytes. `releases` is the composed registry the
 * document is rendered for (every fragment's manifest and release, not "the live" one: shoppers of a canary get
 * another set), `config` the storefront config as served (its revision and evaluated flags), `cookies` the cookies
 * the document and its first view read (consent, login state) and `identity` whether any of them names the shopper.
 */
export interface DocumentKey {
  releases: readonly string[];
  /**
   * The staged releases the registry names as previews (a squad's browser: its notice, no field reports), by
   * container: a preview of the live release is another document than the shoppers' of the same release set.
   */
  previews: Readonly<Record<string, string>>;
  /** What else the document is made of: the shell's build (template, what it provides). */
  shell: unknown;
  pathname: string;
  search: string;
  /** The first view's device, or none. */
  device: string;
  config: unknown;
  cookies: Readonly<Record<string, string>>;
  identity: boolean;
}

/** A render's result, and whether it may be kept (not when a part of it failed: the next request tries again). */
export interface Rendered<Value> {
  value: Value;
  keep: boolean;
  /** With a value not kept: the whole one, when its late part comes after all (kept then, for the next requests). */
  late?: Promise<Value | undefined>;
}

/**
 * The longest a render is waited for (its own request is then served otherwise: shell-responses.ts). A render that
 * has not ended by then is no longer joined by the next requests of its key: they render anew, so one render that
 * never ends cannot hold its page's documents back for ever.
 */
export const DOCUMENT_RENDER_LIMIT_MS = 5_000;

interface Entry<Value> {
  value: Value;
  renderedAt: number;
}

const digest = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** A record's entries in the order of their names: the same record, the same key. */
const sortedEntries = (record: Readonly<Record<string, string>>) =>
  Object.keys(record)
    .sort()
    .map((name) => [name, record[name]]);

function keyOf(key: DocumentKey): string {
  return digest([
    [...key.releases].sort(),
    sortedEntries(key.previews),
    key.shell,
    key.pathname,
    key.search,
    key.device,
    key.config,
    sortedEntries(key.cookies),
  ]);
}

/**
 * The documents rendered recently, so a page is rendered (its first view too) and compressed once per key
 * (DocumentKey) and interval instead of once per request. Bounded: least recently used out first, by count and by
 * bytes (`sizeOf`); shoppers whose cookies name them (logged in, or an id the recommender reads) in a pool of their
 * own, so many of them never push out the documents every other shopper shares. Concurrent requests for one key wait
 * for one render.
 */
export class DocumentCache<Value extends object> {
  private readonly shared: LRUCache<string, Entry<Value>>;
  private readonly own: LRUCache<string, Entry<Value>>;
  private readonly rendering = new Map<string, Promise<Value>>();

  constructor(
    sizeOf: (value: Value) => number,
    private readonly now: () => number = Date.now,
    limits: { sharedMax?: number; ownMax?: number; maxBytes?: number } = {},
  ) {
    const options = (max: number) => ({
      max,
      maxSize: limits.maxBytes ?? DOCUMENTS_MAX_BYTES,
      sizeCalculation: (entry: Entry<Value>) => Math.max(1, sizeOf(entry.value)),
    });
    this.shared = new LRUCache<string, Entry<Value>>(options(limits.sharedMax ?? SHARED_DOCUMENTS_MAX));
    this.own = new LRUCache<string, Entry<Value>>(options(limits.ownMax ?? OWN_DOCUMENTS_MAX));
  }

  /** The document of `key`: kept and fresh, kept and stale (rendered again in the background), or rendered now. */
  async get(key: DocumentKey, render: () => Promise<Rendered<Value>>): Promise<Value> {
    const id = keyOf(key);
    const pool = key.identity ? this.own : this.shared;
    const kept = pool.get(id);
    const age = kept ? this.now() - kept.renderedAt : Infinity;
    // Aged by this cache's clock, not lru-cache's TTL (which caches its clock's reading between timer ticks).
    if (!kept || age > DOCUMENT_FRESH_MS + DOCUMENT_STALE_MS) return this.renderOnce(id, pool, render);
    if (age > DOCUMENT_FRESH_MS) this.renderOnce(id, pool, render).catch(() => undefined);
    return kept.value;
  }

  /** How many documents each pool keeps now. */
  sizes(): { shared: number; own: number } {
    return { shared: this.shared.size, own: this.own.size };
  }

  private renderOnce(id: string, pool: LRUCache<string, Entry<Value>>, render: () => Promise<Rendered<Value>>): Promise<Value> {
    const running = this.rendering.get(id);
    if (running) return running;
    const started = this.now();
    const keep = (value: Value) => {
      if ((pool.get(id)?.renderedAt ?? -Infinity) <= started) pool.set(id, { value, renderedAt: started });
    };
    const rendered = render()
      .then(({ value, keep: whole, late }) => {
        if (whole) keep(value);
        else void late?.then((lateValue) => lateValue && keep(lateValue));
        return value;
      })
      .finally(() => this.forget(id, rendered));
    this.rendering.set(id, rendered);
    const limit = setTimeout(() => this.forget(id, rendered), DOCUMENT_RENDER_LIMIT_MS);
    limit.unref();
    void rendered.catch(() => undefined).finally(() => clearTimeout(limit));
    return rendered;
  }

  private forget(id: string, render: Promise<Value>): void {
    if (this.rendering.get(id) === render) this.rendering.delete(id);
  }
}
