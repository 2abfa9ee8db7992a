import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FirstViewResponse } from '@storefront/contracts';

/** A first view is served as rendered for this long after its render. */
export const FIRST_VIEW_FRESH_MS = 10_000;
/**
 * After that, for this long, it is still served while one render replaces it in the background (so no shopper waits
 * for a render of a page whose inputs did not change); a first view not asked for within both is rendered again.
 */
export const FIRST_VIEW_STALE_MS = 50_000;
/** First views kept for the shoppers without an identity cookie: one per page, release set, config and class. */
export const SHARED_FIRST_VIEWS_MAX = 500;
/** First views kept for shoppers whose cookies name them (each their own): the most recently asked for. */
export const OWN_FIRST_VIEWS_MAX = 5_000;
/** The bytes of markup and state all first views of one pool hold at most. */
export const FIRST_VIEWS_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Everything a first view is rendered from: the same key, the same markup. `releases` is the composed registry of the
 * document (every fragment's manifest, not "the live" one: shoppers of a canary get another set), `config` the
 * storefront config as the render got it (its revision and evaluated flags), `cookies` the cookies forwarded to the
 * render (consent, login state) and `identity` whether any of them names the shopper.
 */
export interface FirstViewKey {
  releases: readonly string[];
  owner: string;
  pathname: string;
  search: string;
  device: string;
  config: unknown;
  cookies: Readonly<Record<string, string>>;
  identity: boolean;
}

/** The render's answer: a first view, or none (the release renders none for this page: also worth keeping). */
export type CachedFirstView = { view: FirstViewResponse | undefined };

interface Entry {
  answer: CachedFirstView;
  renderedAt: number;
}

const digest = (value: unknown) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('base64url');

function keyOf(key: FirstViewKey): string {
  const cookies = Object.keys(key.cookies)
    .sort()
    .map((name) => [name, key.cookies[name]]);
  return digest([[...key.releases].sort(), key.owner, key.pathname, key.search, key.device, key.config, cookies]);
}

const sizeOf = ({ answer }: Entry) => 1 + (answer.view ? answer.view.html.length + JSON.stringify(answer.view.state).length : 0);

/**
 * The first views rendered for recent documents, so a page is rendered once per key (FirstViewKey) and interval
 * instead of once per document. Bounded: least recently used out first, by count and bytes; shoppers whose cookies
 * name them (logged in, or an id the recommender reads) in a pool of their own, so many of them never push out the
 * views every other shopper shares. Concurrent requests for one key wait for one render. A render that failed
 * (`undefined`) is not kept: the next request tries again.
 */
export class FirstViewCache {
  private readonly shared: LRUCache<string, Entry>;
  private readonly own: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<CachedFirstView | undefined>>();

  constructor(
    private readonly now: () => number = Date.now,
    limits: { sharedMax?: number; ownMax?: number; maxBytes?: number } = {},
  ) {
    const options = (max: number) => ({
      max,
      maxSize: limits.maxBytes ?? FIRST_VIEWS_MAX_BYTES,
      sizeCalculation: sizeOf,
    });
    this.shared = new LRUCache<string, Entry>(options(limits.sharedMax ?? SHARED_FIRST_VIEWS_MAX));
    this.own = new LRUCache<string, Entry>(options(limits.ownMax ?? OWN_FIRST_VIEWS_MAX));
  }

  /**
   * The first view of `key`: kept and fresh, kept and stale (rendered again in the background), or rendered now
   * (`render` resolves undefined when it failed: nothing is kept then).
   */
  async get(key: FirstViewKey, render: () => Promise<CachedFirstView | undefined>): Promise<CachedFirstView | undefined> {
    const id = keyOf(key);
    const pool = key.identity ? this.own : this.shared;
    const kept = pool.get(id);
    const age = kept ? this.now() - kept.renderedAt : Infinity;
    // Ages by this cache's clock, not lru-cache's TTL (which caches its clock's reading between timer ticks).
    if (!kept || age > FIRST_VIEW_FRESH_MS + FIRST_VIEW_STALE_MS) return this.renderOnce(id, pool, render);
    if (age > FIRST_VIEW_FRESH_MS) void this.renderOnce(id, pool, render);
    return kept.answer;
  }

  /** How many first views each pool keeps now. */
  sizes(): { shared: number; own: number } {
    return { shared: this.shared.size, own: this.own.size };
  }

  private renderOnce(id: string, pool: LRUCache<string, Entry>, render: () => Promise<CachedFirstView | undefined>): Promise<CachedFirstView | undefined> {
    const running = this.rendering.get(id);
    if (running) return running;
    const started = this.now();
    const rendered = render()
      .catch(() => undefined)
      .then((answer) => {
        if (answer) pool.set(id, { answer, renderedAt: started });
        return answer;
      })
      .finally(() => this.rendering.delete(id));
    this.rendering.set(id, rendered);
    return rendered;
  }
}
