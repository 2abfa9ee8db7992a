import crypto from 'node:crypto';
import type { FieldName, FieldTokenClaims } from '@storefront/contracts';

/** The deployment's shell servers share this key (base64, at least 32 bytes): any of them verifies another's tokens. */
export const FIELD_KEY_VARIABLE = 'STOREFRONT_FIELD_KEY';
/** How long a document's token is taken after it was served: the same window as the releases live within. */
export const FIELD_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** A server's clock may be this far behind the one that signed. */
const CLOCK_SKEW_MS = 60 * 1000;

export type TokenRefusal = 'malformed-token' | 'forged-token' | 'expired-token';

export type VerifiedToken = { ok: true; claims: FieldTokenClaims } | { ok: false; reason: TokenRefusal };

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Signs and verifies the field tokens of served documents (HMAC-SHA256 over the claims: the document's time, a
 * random id and its release set). No server asks another: the key is the deployment's.
 */
export class FieldTokens {
  private readonly key: Buffer;

  constructor(
    key: Buffer,
    private readonly now: () => number = Date.now,
  ) {
    if (key.length < 32) throw new Error(`${FIELD_KEY_VARIABLE} must be at least 32 bytes (base64)`);
    this.key = key;
  }

  /**
   * The key from the environment; without one a random key of this server alone (one shell server, as `npm start`
   * runs it: a beacon sent to another server is refused then, which `log` says once).
   */
  static fromEnvironment(env: NodeJS.ProcessEnv, log: (line: string) => void = console.info): FieldTokens {
    const configured = env[FIELD_KEY_VARIABLE];
    if (configured) return new FieldTokens(Buffer.from(configured, 'base64'));
    log(`  ${FIELD_KEY_VARIABLE} is not set: field reports are taken only by the shell server that served the page`);
    return new FieldTokens(crypto.randomBytes(32));
  }

  issue(releases: Partial<Record<FieldName, string>>): string {
    const claims: FieldTokenClaims = { issuedAt: this.now(), id: base64url(crypto.randomBytes(12)), releases };
    const body = base64url(Buffer.from(JSON.stringify(claims)));
    return `${body}.${this.sign(body)}`;
  }

  verify(token: string): VerifiedToken {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return { ok: false, reason: 'malformed-token' };
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { ok: false, reason: 'forged-token' };
    // Signed by a server of the deployment: the claims are as it wrote them.
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FieldTokenClaims;
    const age = this.now() - claims.issuedAt;
    if (!(age <= FIELD_TOKEN_LIFETIME_MS && age >= -CLOCK_SKEW_MS)) return { ok: false, reason: 'expired-token' };
    return { ok: true, claims };
  }

  private sign(body: string): string {
    return base64url(crypto.createHmac('sha256', this.key).update(body).digest());
  }
}

/** Keys are forgotten by the minute their tokens expire in: within a minute after, all of that minute's at once. */
const EXPIRY_GRAIN_MS = 60 * 1000;
/** The (token, view) pairs a server remembers at most: beyond that, reports are refused until some expire. */
export const ACCEPTED_ONCE_CAPACITY = 200_000;
/**
 * The pairs one client (field-client.ts) may hold of them: a page reports at most 20 views, so this is 100 documents'
 * worth within a token's lifetime, and 100 clients would be needed to fill the server's memory for everyone.
 */
export const CLIENT_SHARE = 2_000;

export type TakeOutcome = 'accepted' | 'replayed' | 'rate-limited' | 'too-many-reports';

/**
 * Each (token, view) is taken once by this server, and remembered only while the token could be taken at all
 * (FIELD_TOKEN_LIFETIME_MS), at most `capacity` of them and at most `clientShare` of one client's: a client past its
 * share is refused until some of its own expire, without taking another client's room.
 */
export class AcceptedOnce {
  /** Each pair taken, with the client it counts against. */
  private readonly seen = new Map<string, string>();
  private readonly pendingByClient = new Map<string, number>();
  /**
   * The keys by the end of the minute their tokens expire in: reports come in any order of their tokens' age (a page
   * left open reports its next view late), and these are at most the lifetime's minutes and the clock skew's.
   */
  private readonly expiring = new Map<number, string[]>();

  constructor(
    private readonly capacity = ACCEPTED_ONCE_CAPACITY,
    private readonly now: () => number = Date.now,
    private readonly clientShare = CLIENT_SHARE,
  ) {}

  /** 'accepted' the first time (counted against `client`), else why not. */
  take(claims: FieldTokenClaims, view: number, client: string): TakeOutcome {
    const key = `${claims.id}/${view}`;
    if (this.seen.has(key)) return 'replayed';
    this.forgetExpired();
    const pending = this.pendingByClient.get(client) ?? 0;
    if (pending >= this.clientShare) return 'rate-limited';
    if (this.seen.size >= this.capacity) return 'too-many-reports';
    this.seen.set(key, client);
    this.pendingByClient.set(client, pending + 1);
    const expiredBy = Math.ceil((claims.issuedAt + FIELD_TOKEN_LIFETIME_MS) / EXPIRY_GRAIN_MS) * EXPIRY_GRAIN_MS;
    const keys = this.expiring.get(expiredBy);
    if (keys) keys.push(key);
    else this.expiring.set(expiredBy, [key]);
    return 'accepted';
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [expiredBy, keys] of this.expiring) {
      if (expiredBy > now) continue;
      for (const key of keys) this.forget(key);
      this.expiring.delete(expiredBy);
    }
  }

  private forget(key: string): void {
    const client = this.seen.get(key);
    if (client === undefined) return;
    this.seen.delete(key);
    const pending = (this.pendingByClient.get(client) ?? 1) - 1;
    if (pending > 0) this.pendingByClient.set(client, pending);
    else this.pendingByClient.delete(client);
  }
}
