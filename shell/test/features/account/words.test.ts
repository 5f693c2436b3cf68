import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { fieldWords } from '../../../src/features/account/model/words';

/** A language's `t`: says a key and its values with the language's own mark. */
const sayIn = (language: string) =>
  ((key: string, values?: object) => `${language}:${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('fieldWords: a check’s errors as words per field', () => {
  it('runs the check once, keeps only refused fields, and each field’s words say its key in the language asked', () => {
    const check = vi.fn((t: TFunction) => ({
      name: t('errors.nameRequired'),
      email: undefined,
      password: t('errors.passwordTooShort', { count: 12 }),
    }));
    const words = fieldWords(check);
    expect(Object.keys(words)).toEqual(['name', 'password']);
    expect(words.name?.(sayIn('en'))).toBe('en:errors.nameRequired');
    expect(words.password?.(sayIn('tr'))).toBe('tr:errors.passwordTooShort{"count":12}');
    expect(words.password?.(sayIn('ar'))).toBe('ar:errors.passwordTooShort{"count":12}');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('no refused field: no words', () => {
    expect(fieldWords(() => ({ email: undefined }))).toEqual({});
  });
});
