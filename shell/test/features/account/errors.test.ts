import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isEmailRefusal, refusedField } from '../../../src/features/account/model/errors';
import { apiRefusal } from '../../helpers/api-refusal';

describe("isEmailRefusal: the API's refusal of an e-mail address, by its code", () => {
  it('is the 400 with INVALID_EMAIL, whatever its message says', () => {
    expect(isEmailRefusal(apiRefusal(400, 'Please enter a valid email', 'INVALID_EMAIL'))).toBe(true);
    expect(isEmailRefusal(apiRefusal(400, 'Geçerli bir e-posta girin', 'INVALID_EMAIL'))).toBe(true);
  });

  it('is not another 400 with the same words, nor another status with the code', () => {
    expect(isEmailRefusal(apiRefusal(400, 'Please enter a valid email'))).toBe(false);
    expect(isEmailRefusal(apiRefusal(400, 'name is required'))).toBe(false);
    expect(isEmailRefusal(apiRefusal(409, 'An account with this email already exists', 'EMAIL_TAKEN'))).toBe(false);
    expect(isEmailRefusal(new Error('Network Error'))).toBe(false);
  });
});

describe('refusedField: the sign-in or sign-up field a refusal is about, which then takes the focus', () => {
  it('a wrong sign-in is the password; a taken or refused address the e-mail', () => {
    expect(refusedField(apiRefusal(401, 'Invalid email or password'))).toBe('password');
    expect(refusedField(apiRefusal(409, 'An account with this email already exists', 'EMAIL_TAKEN'))).toBe('email');
    expect(refusedField(apiRefusal(400, 'Please enter a valid email', 'INVALID_EMAIL'))).toBe('email');
  });

  it("the codes and the schema's sentences about a name or a password", () => {
    expect(refusedField(apiRefusal(400, 'Use letters only', 'INVALID_NAME'))).toBe('name');
    expect(refusedField(apiRefusal(400, 'Too common', 'PASSWORD_TOO_COMMON'))).toBe('password');
    expect(refusedField(apiRefusal(400, 'password must be at most 256 characters long'))).toBe('password');
    expect(refusedField(apiRefusal(400, 'Password must be at least 10 characters'))).toBe('password');
    expect(refusedField(apiRefusal(400, 'name must be at most 100 characters long'))).toBe('name');
    expect(refusedField(apiRefusal(400, 'email is required'))).toBe('email');
  });

  it('none for a refusal of the whole form: too many attempts, a server error, no answer, another field', () => {
    expect(refusedField(apiRefusal(429, 'Too many login attempts'))).toBeNull();
    expect(refusedField(apiRefusal(500, 'An unexpected error occurred'))).toBeNull();
    expect(refusedField(apiRefusal(400, 'token must be at most 200 characters long'))).toBeNull();
    expect(refusedField(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeNull();
    expect(refusedField(new Error('password must be at most 256 characters long'))).toBeNull();
  });
});
