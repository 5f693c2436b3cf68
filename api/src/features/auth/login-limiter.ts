import type { LoginRateLimit } from '../../config';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts hits per key in fixed windows, in memory (one API process; a shared store such as Redis
 * would be needed behind a load balancer). Expired windows are swept at most once per window.
 */
export function createFixedWindowCounter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(time: number): void {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    /** Counts a hit; answers how long until the key may try again, or 0 when this hit is allowed. */
    hit(key: string): number {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      if (window.count >= max) return window.resetAt - time;
      window.count += 1;
      return 0;
    },
    /** Gives back a hit that did not use what it was counted for (a refused or replayed booking). */
    refund(key: string): void {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    get size(): number {
      return windows.size;
    },
  };
}

/**
 * Failed sign-ins: at most `maxPerAccount` per client IP and e-mail and `maxPerIp` per client IP
 * within the window. Every attempt is counted before the password is checked (so guesses cannot
 * race past the limit); a successful one gives its count back, so people sharing an address (an
 * office, a hotel's Wi-Fi) are not refused for signing in. Answers the seconds to wait, or 0.
 */
export function createLoginLimiter(limits: LoginRateLimit, now: () => number = Date.now) {
  const perIp = createFixedWindowCounter(limits.maxPerIp, limits.windowMs, now);
  const perAccount = createFixedWindowCounter(limits.maxPerAccount, limits.windowMs, now);
  const accountKey = (ip: string, email: string) => `${ip}\n${email}`;
  return {
    attempt(ip: string, email: string): number {
      const waitMs = perIp.hit(ip) || perAccount.hit(accountKey(ip, email));
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    /** The attempt signed in: it does not count towards either limit. */
    succeeded(ip: string, email: string): void {
      perIp.refund(ip);
      perAccount.refund(accountKey(ip, email));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The 429 of a sign-up or reset request (counted per client address). */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export interface AccountBackoffOptions {
  /** Failed sign-ins of an account (from any address) before it slows down. */
  freeFailures: number;
  /** The first wait; each further failure doubles it... */
  baseSeconds: number;
  /** ...up to this. */
  maxSeconds: number;
  /** How long an address that signed in to the account stays known to it. */
  knownAddressMs: number;
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

export const DEFAULT_ACCOUNT_BACKOFF: AccountBackoffOptions = {
  freeFailures: 5,
  baseSeconds: 2,
  maxSeconds: 300,
  knownAddressMs: 30 * 86_400_000,
  forgetAfterMs: 3_600_000,
};

interface AccountState {
  failures: number;
  lastFailureAt: number;
  nextAttemptAt: number;
  /** Address → until when it is known (it signed in to this account). */
  known: Map<string, number>;
}

/**
 * Guessing one account's password from many addresses: the per-address limits do not see it, so
 * failures are also counted per account, and after `freeFailures` each attempt waits twice as long
 * as the last (capped). The owner is not locked out: an address that has signed in to the account
 * before skips the wait, and a success clears the count. In memory, like the other limiters.
 */
export function createAccountBackoff(options: AccountBackoffOptions = DEFAULT_ACCOUNT_BACKOFF, now: () => number = Date.now) {
  const accounts = new Map<string, AccountState>();
  let lastSweep = now();
  // Accounts with nothing to remember are dropped, so guessed e-mails do not pile up.
  const sweep = (time: number) => {
    if (time - lastSweep < options.forgetAfterMs) return;
    lastSweep = time;
    for (const [email, state] of accounts) {
      for (const [address, until] of state.known) if (until <= time) state.known.delete(address);
      if (state.known.size === 0 && time - state.lastFailureAt > options.forgetAfterMs) accounts.delete(email);
    }
  };
  const stateOf = (email: string): AccountState => {
    let state = accounts.get(email);
    if (!state) {
      state = { failures: 0, lastFailureAt: 0, nextAttemptAt: 0, known: new Map() };
      accounts.set(email, state);
    }
    return state;
  };
  const isKnown = (state: AccountState, ip: string, time: number) => (state.known.get(ip) ?? 0) > time;

  return {
    /** Seconds this address must wait before trying this account again, or 0. */
    wait(email: string, ip: string): number {
      const state = accounts.get(email);
      const time = now();
      if (!state || isKnown(state, ip, time) || state.nextAttemptAt <= time) return 0;
      return Math.max(1, Math.ceil((state.nextAttemptAt - time) / 1000));
    },
    failed(email: string): void {
      const time = now();
      sweep(time);
      const state = stateOf(email);
      if (time - state.lastFailureAt > options.forgetAfterMs) state.failures = 0;
      state.failures += 1;
      state.lastFailureAt = time;
      const over = state.failures - options.freeFailures;
      if (over > 0) state.nextAttemptAt = time + Math.min(options.baseSeconds * 2 ** (over - 1), options.maxSeconds) * 1000;
    },
    succeeded(email: string, ip: string): void {
      const time = now();
      sweep(time);
      const state = stateOf(email);
      state.failures = 0;
      state.nextAttemptAt = 0;
      for (const [address, until] of state.known) if (until <= time) state.known.delete(address);
      state.known.set(ip, time + options.knownAddressMs);
    },
    get size(): number {
      return accounts.size;
    },
  };
}

export type AccountBackoff = ReturnType<typeof createAccountBackoff>;
