import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { describeApiError, refusalMessage } from '../src/errors';

/** An axios failure as the API answers it: this status, this body, these headers. */
function answered(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
}

describe('describeApiError', () => {
  it("reads the server's code beside its message", () => {
    const failure = describeApiError(
      answered(429, {
        statusCode: 429,
        code: 'UNPAID_LIMIT_PER_EMAIL',
        message: 'This e-mail already has the most unpaid bookings allowed.',
      }),
    );
    expect(failure).toEqual({
      status: 429,
      code: 'UNPAID_LIMIT_PER_EMAIL',
      message: 'This e-mail already has the most unpaid bookings allowed.',
      fields: {},
      retryAfterSeconds: null,
    });
  });

  it('has a null code when the server sent none, an empty or a non-string one, or did not answer', () => {
    expect(describeApiError(answered(409, { statusCode: 409, message: 'Gone' })).code).toBeNull();
    expect(describeApiError(answered(400, { message: 'x', code: 7 })).code).toBeNull();
    expect(describeApiError(answered(400, { message: 'x', code: '' })).code).toBeNull();
    expect(describeApiError(answered(502, 'Bad gateway')).code).toBeNull();
    expect(describeApiError(new AxiosError('Network Error', 'ERR_NETWORK')).code).toBeNull();
    expect(describeApiError(new Error('boom'))).toMatchObject({ status: null, code: null, message: 'boom' });
  });

  it('keeps the fields and Retry-After it read before', () => {
    const failure = describeApiError(
      answered(429, { message: 'Slow down', fields: { email: 'Please enter a valid email' } }, { 'retry-after': '30' }),
    );
    expect(failure).toMatchObject({ fields: { email: 'Please enter a valid email' }, retryAfterSeconds: 30, code: null });
  });
});

describe('refusalMessage', () => {
  it("is the server's message for a refusal (4xx) only: not a 5xx's, a lost connection's or a script error's", () => {
    expect(refusalMessage(answered(404, { message: 'Hotel not found' }))).toBe('Hotel not found');
    expect(refusalMessage(answered(429, { message: 'Too many requests' }))).toBe('Too many requests');
    expect(refusalMessage(answered(500, { message: 'Internal Server Error' }))).toBeNull();
    expect(refusalMessage(answered(503, { message: 'An unexpected error occurred' }))).toBeNull();
    expect(refusalMessage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(refusalMessage(new Error('boom'))).toBeNull();
  });
});
