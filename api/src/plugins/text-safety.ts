import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { UNSAFE_TEXT } from '@trabzon/contracts/validation';
import { badRequest } from '../lib/http-error';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The site's forms nest a few levels;
 * thousands of levels only probe recursion limits (a deep booking detail once made a 500).
 */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`;

/**
 * Half of a UTF-16 surrogate pair on its own ("\ud800" in JSON): no character at all. It would be
 * stored as written and come back as text no page, e-mail or export can show.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, as a 400 message about the field at `path`, or null. */
function textProblem(text: string, path: string): string | null {
  if (UNSAFE_TEXT.test(text)) return unsafeAt(path);
  if (LONE_SURROGATE.test(text)) return `${path || 'body'} contains a broken character (half of an emoji or symbol); please type it again`;
  return null;
}

/** What is wrong with a body's text or nesting, as a 400 message, or null. Iterative: any depth is safe. */
export function bodyProblem(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value, item.path);
      if (problem) return problem;
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      if (item.depth >= MAX_BODY_DEPTH) return TOO_DEEP;
      for (const [key, child] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        const problem = textProblem(key, path);
        if (problem) return problem;
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
