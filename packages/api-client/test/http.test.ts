import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { http } from '../src/http';

/** What the page would send for this body: the request as it leaves, without a network. */
async function sent(body: unknown): Promise<unknown> {
  let captured: unknown;
  await http.post('/anything', body, {
    adapter: async (config: InternalAxiosRequestConfig) => {
      captured = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return captured;
}

describe('requests of the page', () => {
  it('leave out invisible control and text-direction characters the API refuses, keeping line breaks and tabs', async () => {
    expect(
      await sent({
        name: 'Ali\u202EVeli\u200B\uFEFF',
        contact: { firstName: '\u202Bأحمد\u202C', notes: 'line one\nline\ttwo\u0007' },
        guests: [{ lastName: 'Yılmaz\u2066' }],
        count: 2,
        ok: true,
        none: null,
      }),
    ).toEqual({
      name: 'AliVeli',
      contact: { firstName: 'أحمد', notes: 'line one\nline\ttwo' },
      guests: [{ lastName: 'Yılmaz' }],
      count: 2,
      ok: true,
      none: null,
    });
  });

  it('keeps the joiners and marks that belong in Arabic and emoji', async () => {
    expect(await sent({ text: 'لا\u200Dم \u200F👩\u200D💻' })).toEqual({ text: 'لا\u200Dم \u200F👩\u200D💻' });
  });
});
