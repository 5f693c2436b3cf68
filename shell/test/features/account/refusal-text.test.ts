import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '@trabzon/i18n';
import {
  loginModalError,
  loginViewError,
  passwordRefusalText,
  refusalText,
  registerError,
} from '../../../src/features/account/model/errors';
import { registerAccountTranslations } from '../../../src/features/account/i18n';
import { apiRefusal } from '../../helpers/api-refusal';
import { startI18n } from '../../helpers/i18n';

const inTurkish = () => i18n.getFixedT('tr', 'account') as TFunction;
const inArabic = () => i18n.getFixedT('ar', 'account') as TFunction;
const refused = (message: string, code?: string) => apiRefusal(400, message, code);

beforeAll(() => startI18n(registerAccountTranslations));

describe("refusalText: the API's English refusals of an account request in the page's words", () => {
  it("the schemas' length limits of every account field, by the field they name", () => {
    const t = inTurkish();
    expect(refusalText(refused('password must be at most 256 characters long'), t)).toBe('Şifre en fazla 256 karakter olabilir');
    expect(refusalText(refused('newPassword must be at most 256 characters long'), t)).toBe('Şifre en fazla 256 karakter olabilir');
    expect(refusalText(refused('currentPassword must be at most 256 characters long'), t)).toBe('Şifre en fazla 256 karakter olabilir');
    expect(refusalText(refused('name must be at most 100 characters long'), t)).toBe('En fazla 100 karakter kullanın');
    expect(refusalText(refused('email must be at most 254 characters long'), t)).toBe('E-posta en fazla 254 karakter olabilir');
    expect(refusalText(refused('password must be at least 8 characters long'), t)).toBe('Şifre en az 8 karakter olmalıdır');
    expect(refusalText(refused('Password must be at least 12 characters'), t)).toBe('Şifre en az 12 karakter olmalıdır');
  });

  it('the required fields, the profile photo and the codes', () => {
    const t = inArabic();
    expect(refusalText(refused('currentPassword is required to set a new password'), t)).toBe('يرجى إدخال كلمة المرور الحالية');
    expect(refusalText(refused('name is required'), t)).toBe('الاسم مطلوب');
    expect(
      refusalText(refused('profileImage must be a site path, an https URL or a PNG, JPEG or WebP image of at most 300 KB'), t),
    ).toContain('PNG');
    expect(refusalText(refused('whatever', 'CURRENT_PASSWORD_INCORRECT'), inTurkish())).toBe(
      i18n.t('account:profile.wrongPassword', { lng: 'tr' }),
    );
    expect(refusalText(refused('whatever', 'PASSWORD_TOO_COMMON'), t)).toBe(i18n.t('account:errors.passwordTooCommon', { lng: 'ar' }));
    expect(refusalText(refused('The new password must be different from the current one', 'PASSWORD_UNCHANGED'), t)).toBe(
      i18n.t('account:errors.passwordUnchanged', { lng: 'ar' }),
    );
  });

  it('null for a sentence it has no words for (the caller then says its own)', () => {
    expect(refusalText(refused('lang must be one of: en, tr, ar'), inTurkish())).toBeNull();
    expect(refusalText(refused('token must be at most 200 characters long'), inTurkish())).toBeNull();
  });

  it('passwordRefusalText: only a refusal of the password itself', () => {
    const t = inTurkish();
    expect(passwordRefusalText(refused('password must be at most 256 characters long'), t)).toBe('Şifre en fazla 256 karakter olabilir');
    expect(passwordRefusalText(refused('name must be at most 100 characters long'), t)).toBeNull();
    expect(passwordRefusalText(refused('Invalid or expired reset token', 'RESET_LINK_INVALID'), t)).toBeNull();
  });
});

describe('the sign-in and sign-up failures never show the API’s English on a tr or ar page', () => {
  const tooLong = () => refused('password must be at most 256 characters long');
  const unknown = () => refused('request body must NOT have more than 3 properties');

  it('a length limit the forms missed is worded; an unknown refusal gets the form’s own sentence', () => {
    expect(registerError(tooLong(), inArabic())).toBe('يجب ألا يزيد عدد أحرف كلمة المرور على 256');
    expect(loginViewError(tooLong(), inTurkish()).message).toBe('Şifre en fazla 256 karakter olabilir');
    expect(loginModalError(tooLong(), inTurkish())).toBe('Şifre en fazla 256 karakter olabilir');
    expect(registerError(unknown(), inArabic())).toBe(i18n.t('account:errors.registerFailed', { lng: 'ar' }));
    expect(loginViewError(unknown(), inTurkish()).message).toBe('Hata (400): Lütfen tekrar deneyin');
    expect(loginModalError(unknown(), inTurkish())).toBe(i18n.t('account:errors.loginFailedCheck', { lng: 'tr' }));
  });

  it('a failure that is not the API’s (a script error) is the translated "unexpected", not its English message', () => {
    expect(loginViewError(new TypeError('Cannot read properties of undefined'), inTurkish()).message).toBe('Beklenmeyen bir hata oluştu');
  });
});
