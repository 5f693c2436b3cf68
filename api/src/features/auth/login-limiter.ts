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
 * Login attempts, successful or not: at most `maxPerAccount` per client IP and e-mail and
 * `maxPerIp` per client IP within the window. Answers the seconds to wait, or 0 when allowed.
 */
export function createLoginLimiter(limits: LoginRateLimit, now: () => number = Date.now) {
  const perIp = createFixedWindowCounter(limits.maxPerIp, limits.windowMs, now);
  const perAccount = createFixedWindowCounter(limits.maxPerAccount, limits.windowMs, now);
  return {
    attempt(ip: string, email: string): number {
      const waitMs = perIp.hit(ip) || perAccount.hit(`${ip}\n${email}`);
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
