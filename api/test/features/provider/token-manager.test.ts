import { describe, expect, it } from 'vitest';
import { ProviderTokenManager, type TokenManagerOptions } from '../../../src/features/provider/token-manager';
import { ProviderError } from '../../../src/features/provider/errors';

/** A token endpoint stand-in: counts calls, answers what `answer` says (after `delayMs`). */
function fakeFetch(answer: (call: number) => { status: number; body: unknown } | Error, delayMs = 0) {
  let calls = 0;
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    calls += 1;
    const call = calls;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, delayMs);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal!.reason);
      });
    });
    const result = answer(call);
    if (result instanceof Error) throw result;
    return new Response(JSON.stringify(result.body), { status: result.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, calls: () => calls };
}

const ok = (call: number, expiresIn = 1799) => ({
  status: 200,
  body: { access_token: `T${call}`, expires_in: expiresIn, token_type: 'Bearer' },
});

function manager(fetchImpl: typeof fetch, clock: { now: number }, extra: Partial<TokenManagerOptions> = {}) {
  return new ProviderTokenManager({
    baseUrl: 'http://provider.test',
    clientId: 'id',
    clientSecret: 'secret',
    timeoutMs: 1000,
    marginSeconds: 60,
    now: () => clock.now,
    fetch: fetchImpl,
    ...extra,
  });
}

describe('provider token manager', () => {
  it('reuses the token until 60 s before it expires, then fetches a new one', async () => {
    const clock = { now: 1_000_000 };
    const fake = fakeFetch((call) => ok(call));
    const tokens = manager(fake.fetchImpl, clock);
    expect(await tokens.get()).toBe('T1');
    clock.now += (1799 - 60) * 1000 - 1;
    expect(await tokens.get()).toBe('T1');
    expect(fake.calls()).toBe(1);
    clock.now += 1;
    expect(await tokens.get()).toBe('T2');
    expect(fake.calls()).toBe(2);
  });

  it('shares one in-flight fetch between concurrent callers', async () => {
    const clock = { now: 0 };
    const fake = fakeFetch((call) => ok(call), 30);
    const tokens = manager(fake.fetchImpl, clock);
    const all = await Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    expect(new Set(all)).toEqual(new Set(['T1']));
    expect(fake.calls()).toBe(1);
    expect(tokens.fetches).toBe(1);
  });

  it('invalidates only the token that was refused', async () => {
    const clock = { now: 0 };
    const fake = fakeFetch((call) => ok(call));
    const tokens = manager(fake.fetchImpl, clock);
    expect(await tokens.get()).toBe('T1');
    tokens.invalidate('T0');
    expect(await tokens.get()).toBe('T1');
    tokens.invalidate('T1');
    expect(await tokens.get()).toBe('T2');
  });

  it('accepts expires_in written as a string (parse leniently)', async () => {
    const clock = { now: 0 };
    const fake = fakeFetch(() => ({ status: 200, body: { access_token: 'S', expires_in: '1799' } }));
    const tokens = manager(fake.fetchImpl, clock);
    expect(await tokens.get()).toBe('S');
    clock.now += 1000 * 1000;
    expect(await tokens.get()).toBe('S');
    expect(fake.calls()).toBe(1);
  });

  it('turns failures into 502 (unreachable, refused credentials, bad answer), 504 (timeout) or the provider status', async () => {
    const clock = { now: 0 };
    const refused = manager(fakeFetch(() => new TypeError('fetch failed')).fetchImpl, clock);
    await expect(refused.get()).rejects.toMatchObject({ kind: 'unavailable', status: 502 });

    const badCredentials = manager(fakeFetch(() => ({ status: 401, body: { error: 'invalid_client', code: 38187 } })).fetchImpl, clock);
    await expect(badCredentials.get()).rejects.toMatchObject({ kind: 'rejected', status: 502 });

    const empty = manager(fakeFetch(() => ({ status: 200, body: { token_type: 'Bearer' } })).fetchImpl, clock);
    await expect(empty.get()).rejects.toMatchObject({ kind: 'unavailable', status: 502 });

    const down = manager(
      fakeFetch(() => ({ status: 503, body: { errors: [{ status: 503, code: 38189, title: 'SERVICE UNAVAILABLE' }] } })).fetchImpl,
      clock,
    );
    const error = await down.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 503, body: { errors: [{ status: 503, code: 38189 }] } });

    const slow = manager(fakeFetch((call) => ok(call), 5000).fetchImpl, clock, { timeoutMs: 50 });
    await expect(slow.get()).rejects.toMatchObject({ kind: 'timeout', status: 504 });
  });

  it("bounds each caller's wait by its deadline, and a failed fetch is not kept", async () => {
    const clock = { now: 0 };
    let fail = true;
    const fake = fakeFetch((call) => (fail ? new TypeError('fetch failed') : ok(call)), 80);
    const tokens = manager(fake.fetchImpl, clock);
    await expect(tokens.get(Date.now() + 20)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(tokens.get()).rejects.toMatchObject({ kind: 'unavailable' });
    fail = false;
    expect(await tokens.get()).toMatch(/^T\d$/);
  });
});
