import { describe, expect, it } from 'vitest';
import { createAccountBackoff } from '../../../src/features/auth/login-limiter';

describe('createAccountBackoff', () => {
  const options = { freeFailures: 2, baseSeconds: 2, maxSeconds: 10, knownAddressMs: 60_000, forgetAfterMs: 3_600_000 };

  it('lets the first failures through, then doubles the wait up to the cap', () => {
    let time = 1_000_000;
    const backoff = createAccountBackoff(options, () => time);
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      backoff.failed('ada@example.com');
      waits.push(backoff.wait('ada@example.com', '198.51.100.1'));
    }
    expect(waits).toEqual([0, 0, 2, 4, 8, 10]);
    time += 10_000;
    expect(backoff.wait('ada@example.com', '198.51.100.1')).toBe(0);
  });

  it('skips the wait for an address that signed in, until that is older than knownAddressMs', () => {
    let time = 1_000_000;
    const backoff = createAccountBackoff(options, () => time);
    backoff.succeeded('ada@example.com', '192.0.2.1');
    for (let i = 0; i < 5; i += 1) backoff.failed('ada@example.com');
    expect(backoff.wait('ada@example.com', '192.0.2.1')).toBe(0);
    expect(backoff.wait('ada@example.com', '198.51.100.1')).toBeGreaterThan(0);
    // A month later (here a minute) the address is a stranger again: the next failure slows it too.
    time += 60_001;
    backoff.failed('ada@example.com');
    expect(backoff.wait('ada@example.com', '192.0.2.1')).toBe(10);
  });

  it('forgets old failures and drops accounts with nothing to remember', () => {
    let time = 1_000_000;
    const backoff = createAccountBackoff(options, () => time);
    for (let i = 0; i < 3; i += 1) backoff.failed(`guess${i}@example.com`);
    for (let i = 0; i < 3; i += 1) backoff.failed('ada@example.com');
    expect(backoff.wait('ada@example.com', '198.51.100.1')).toBe(2);
    time += 3_600_001;
    backoff.failed('ada@example.com'); // a fresh count: one failure, no wait
    expect(backoff.wait('ada@example.com', '198.51.100.1')).toBe(0);
    expect(backoff.size).toBe(1);
  });
});
