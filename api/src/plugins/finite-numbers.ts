import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

/** The dotted path of the first number in `value` that is not finite, or null when there is none. */
export function firstNonFinite(value: unknown, root: string): string | null {
  // Every request body goes through here: look first without writing any path (no allocation per
  // value), and trace the path only for the rare body that holds such a number.
  return hasNonFinite(value) ? pathOfNonFinite(value, root) : null;
}

/** Raw bodies (a restored database file is a Buffer) hold bytes, not numbers a client typed. */
const isWalkable = (value: unknown): value is object => value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/** Whether `value` holds a number that is not finite. Iterative, so a deep body cannot overflow the stack. */
function hasNonFinite(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return true;
    } else if (isWalkable(item)) {
      for (const child of Object.values(item)) stack.push(child);
    }
  }
  return false;
}

function pathOfNonFinite(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'number') {
      if (!Number.isFinite(item.value)) return item.path;
    } else if (isWalkable(item.value)) {
      for (const [key, child] of Object.entries(item.value)) stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
    }
  }
  return null;
}

/**
 * Every number a client sends must be finite. The schema validator coerces `?page=Infinity` or
 * `1e400` to Infinity and then skips minimum/maximum (and JSON.parse turns `1e400` in a body into
 * Infinity), so SQLite would fail later with a 500. One global hook, after validation, checks the
 * coerced querystring, params and body of every route, so every route, present and future, answers
 * such input with a 400 without anything to declare.
 */
export const finiteNumbersPlugin = fp(
  async function finiteNumbers(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['query', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        const where = firstNonFinite(value, '');
        if (where !== null) throw badRequest(`${where || part} must be a finite number`);
      }
    });
  },
  { name: 'finite-numbers' },
);
