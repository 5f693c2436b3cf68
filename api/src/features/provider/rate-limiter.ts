import { ProviderError } from './errors';

/**
 * The provider allows 10 requests a second per client (the API is one client for all visitors).
 * Every call through the proxy or the typed client takes a slot first (GCRA: a burst of up to
 * `perSecond` calls goes at once, then one every 1/perSecond s), so a burst is queued rather than
 * refused by the provider; a call whose slot would come after its deadline fails at once with a
 * 504 instead of waiting in vain.
 */
export class ProviderRateLimiter {
  /** Theoretical arrival time of the next call (ms). */
  private tat = 0;
  private readonly intervalMs: number;
  private readonly toleranceMs: number;

  constructor(
    perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.intervalMs = 1000 / perSecond;
    this.toleranceMs = (perSecond - 1) * this.intervalMs; // a burst of perSecond calls
  }

  /** Resolves when the call may go; rejects with a timeout ProviderError if that is after `deadline`. */
  async acquire(deadline: number): Promise<void> {
    const time = this.now();
    const tat = Math.max(this.tat, time);
    const allowedAt = tat - this.toleranceMs;
    if (allowedAt >= deadline) throw ProviderError.of('timeout', new Error('provider rate limit: no slot before the deadline'));
    this.tat = tat + this.intervalMs;
    const wait = allowedAt - time;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Small in-memory cache of cacheable provider answers (hotel lists by city and the like). */
export class ProviderAnswerCache {
  private readonly entries = new Map<string, { expires: number; status: number; type: string; body: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: { status: number; type: string; body: string }): void {
    this.entries.delete(key);
    this.entries.set(key, { ...value, expires: this.now() + this.ttlMs });
    // Oldest first out (a Map keeps insertion order).
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** Answers that are the same for every visitor for a while: reference data, not prices. */
const CACHEABLE = [
  /^\/v1\/reference-data\/locations\/hotels\/(by-city|by-hotels|by-geocode)$/,
  /^\/v2\/e-reputation\/hotel-sentiments$/,
  /^\/v[12]\/hotel\/descriptive\/media$/,
];

export function isCacheable(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return method === 'GET' && CACHEABLE.some((pattern) => pattern.test(path));
}

/**
 * The provider writes its own address into links (`meta.links.self`, `next`...); the browser must
 * never see the internal upstream address, so links to it become site-relative paths.
 */
export function rewriteUpstreamLinks(text: string, upstreamBases: readonly string[]): string {
  let out = text;
  for (const base of upstreamBases) {
    if (!base) continue;
    out = out.split(base).join('');
    // JSON may escape the slashes.
    const escaped = base.replace(/\//g, '\\/');
    if (escaped !== base) out = out.split(escaped).join('');
  }
  return out;
}
