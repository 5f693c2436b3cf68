import { describe, expect, it } from 'vitest';
import { shouldRetry } from '../../src/query/client';

const answer = (status: number) => ({ isAxiosError: true, response: { status } });

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) expect(shouldRetry(0, answer(status))).toBe(false);
  });

  it('retries a server error or a lost connection once', () => {
    expect(shouldRetry(0, answer(500))).toBe(true);
    expect(shouldRetry(0, answer(503))).toBe(true);
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(1, answer(500))).toBe(false);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(false);
  });
});
