import { describe, expect, it } from 'vitest';
import { LoginRequest, PROFILE_IMAGE_MAX_BYTES, RegisterRequest } from '@trabzon/contracts';
import { ACCOUNT_LIMITS } from '../../../src/features/account/model/limits';

const maxLength = (schema: { properties: Record<string, unknown> }, field: string) =>
  (schema.properties[field] as { maxLength?: number }).maxLength;

describe("the account forms' limits are the API's schemas'", () => {
  it('password, name and e-mail are what the sign-in and register schemas take; the photo size the API checks', () => {
    expect(ACCOUNT_LIMITS.passwordMax).toBe(maxLength(RegisterRequest, 'password'));
    expect(ACCOUNT_LIMITS.passwordMax).toBe(maxLength(LoginRequest, 'password'));
    expect(ACCOUNT_LIMITS.nameMax).toBe(maxLength(RegisterRequest, 'name'));
    expect(ACCOUNT_LIMITS.emailMax).toBe(maxLength(RegisterRequest, 'email'));
    expect(ACCOUNT_LIMITS.imageMaxBytes).toBe(PROFILE_IMAGE_MAX_BYTES);
  });
});
