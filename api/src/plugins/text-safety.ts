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

/**
 * Deepest nesting of objects and arrays a JSON body may have. The site's forms nest a few levels;
 * thousands of levels only probe recursion limits (a deep booking detail once made a 500).
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`;

/** What is wrong with a body's text or nesting, as a 400 message, or null. Iterative: any depth is safe. */
export function bodyProblem(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (UNSAFE_TEXT.test(item.value)) return unsafeAt(item.path);
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      if (item.depth >= MAX_BODY_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (UNSAFE_TEXT.test(key)) return unsafeAt(path);
        stack.push({ value: child, path, depth: item.depth + 1 });
      }
    }
  }
  return null;
}

const unsafeAt = (path: string) => `${path || 'body'} contains a control or text-direction character that is not allowed`;

/** One global check of every JSON body (names, reviews, requests, addresses...): 400 when unsafe or too deep. */
export const textSafetyPlugin = fp(
  async function textSafety(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return;
      const problem = bodyProblem(request.body);
      if (problem !== null) throw badRequest(problem);
    });
  },
  { name: 'text-safety' },
);
