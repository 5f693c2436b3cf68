import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

/**
 * Characters no name or text of a client may hold: NUL and the other C0/C1 controls (tab, line
 * feed and carriage return are fine in free text), DEL, and the bidirectional overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069) that can make a shown name or review read differently
 * from what is stored.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The dotted path of the first string in `value` holding an unsafe character, or null. */
export function firstUnsafeText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (UNSAFE_TEXT.test(item.value)) return item.path;
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (UNSAFE_TEXT.test(key)) return path;
        stack.push({ value: child, path });
      }
    }
  }
  return null;
}

/** One global check of every JSON body (names, reviews, requests, addresses...): 400 when unsafe. */
export const textSafetyPlugin = fp(
  async function textSafety(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return;
      const where = firstUnsafeText(request.body);
      if (where !== null) throw badRequest(`${where || 'body'} contains a control or text-direction character that is not allowed`);
    });
  },
  { name: 'text-safety' },
);
