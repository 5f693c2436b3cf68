import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createFixedWindowCounter, createLoginLimiter, tooManyAttemptsMessage } from '../src/features/auth/login-limiter';

describe('loadConfig: accounts settings', () => {
  it('has defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      jwtSecret: null,
      jwtExpiresIn: '7d',
      // Off unless switched on: they create accounts with published passwords.
      enableTestUsers: false,
      testUsersAllowRemote: false,
      loginRateLimit: { maxPerAccount: 10, maxPerIp: 30, windowMs: 15 * 60_000 },
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      JWT_SECRET: 's3cret',
      JWT_EXPIRES_IN: '12h',
      ENABLE_TEST_USERS: 'false',
      LOGIN_RATE_LIMIT_MAX: '5',
      LOGIN_RATE_LIMIT_IP_MAX: '50',
      LOGIN_RATE_LIMIT_WINDOW_MINUTES: '10',
      PUBLIC_URL: 'https://trabzontravel.example/',
    });
    expect(config).toMatchObject({
      jwtSecret: 's3cret',
      jwtExpiresIn: '12h',
      enableTestUsers: false,
      loginRateLimit: { maxPerAccount: 5, maxPerIp: 50, windowMs: 10 * 60_000 },
      publicUrl: 'https://trabzontravel.example',
    });
    expect(loadConfig({ ENABLE_TEST_USERS: '0' }).enableTestUsers).toBe(false);
    expect(loadConfig({ ENABLE_TEST_USERS: 'true' }).enableTestUsers).toBe(true);
  });

  it('refuses values it cannot read, instead of guessing', () => {
    expect(() => loadConfig({ JWT_EXPIRES_IN: '3600' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ ENABLE_TEST_USERS: 'maybe' })).toThrow(/ENABLE_TEST_USERS/);
    expect(() => loadConfig({ LOGIN_RATE_LIMIT_MAX: '0' })).toThrow(/LOGIN_RATE_LIMIT_MAX/);
  });
});

describe('login limiter', () => {
  it('counts per key in fixed windows and forgets expired windows', () => {
    let now = 0;
    const counter = createFixedWindowCounter(2, 1000, () => now);
    expect(counter.hit('a')).toBe(0);
    expect(counter.hit('a')).toBe(0);
    expect(counter.hit('a')).toBe(1000);
    expect(counter.hit('b')).toBe(0);
    now = 400;
    expect(counter.hit('a')).toBe(600);
    now = 1000;
    expect(counter.hit('a')).toBe(0);
    now = 5000;
    counter.hit('c');
    expect(counter.size).toBe(1);
  });

  it('answers whole seconds to wait, per IP and per IP + e-mail', () => {
    let now = 0;
    const limiter = createLoginLimiter({ maxPerAccount: 1, maxPerIp: 2, windowMs: 60_000 }, () => now);
    expect(limiter.attempt('1.1.1.1', 'a@x.co')).toBe(0);
    now = 500;
    expect(limiter.attempt('1.1.1.1', 'a@x.co')).toBe(60);
    expect(limiter.attempt('2.2.2.2', 'a@x.co')).toBe(0);
    expect(limiter.attempt('1.1.1.1', 'b@x.co')).toBe(60); // third hit of the IP
    expect(tooManyAttemptsMessage(60)).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many login attempts. Please try again in 2 minutes.');
  });
});
