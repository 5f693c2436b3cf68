import { describe, expect, it } from 'vitest';
import { isEmailRefusal } from '../../../src/features/account/model/errors';
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
