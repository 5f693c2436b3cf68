import { describe, expect, it } from 'vitest';
import { bodyProblem } from '../../src/plugins/text-safety';
import { buildTestApp } from '../helpers/build';

/** `{"a":{"a":…1…}}` nested `levels` deep. */
const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('body checks', () => {
  it('finds unsafe characters by path and bodies nested over 32 levels, at any depth without recursion', () => {
    expect(bodyProblem({ contact: { name: 'Ayşe عائشة' }, list: [[['ok']]] })).toBeNull();
    expect(bodyProblem({ contact: { name: 'Ada\u202Eevil' } })).toBe(
      'contact.name contains a control or text-direction character that is not allowed',
    );
    expect(bodyProblem(nested(32))).toBeNull();
    expect(bodyProblem(nested(33))).toBe('The request body is nested more than 32 levels deep');
    expect(bodyProblem(nested(100_000))).toBe('The request body is nested more than 32 levels deep');
  });

  it('answers a deeply nested booking detail with 400, not 500, on the public quote and booking routes', async () => {
    const { app } = await buildTestApp();
    // 2,000 levels in 12 kB: structuredClone in the details parser overflowed its stack on these.
    const payload = `{"type":"restaurant","partySize":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`;
    for (const url of ['/api/bookings/quote', '/api/bookings']) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: 'The request body is nested more than 32 levels deep',
      });
    }
  });
});
