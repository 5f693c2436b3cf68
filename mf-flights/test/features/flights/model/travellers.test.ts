import { describe, expect, it } from 'vitest';
import {
  birthDateLimits,
  companionErrorsFromApi,
  validateCompanions,
  type Companion,
} from '../../../../src/features/flights/model/travellers';

// Noon in Trabzon on 2026-03-15.
const now = new Date('2026-03-15T09:00:00Z');
const grace: Companion = { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1956-12-09' };

describe('other travellers: the API rules, before sending', () => {
  it('a named passenger born in the last 120 years is fine', () => {
    expect(validateCompanions([grace], now)).toEqual({});
    expect(birthDateLimits(now)).toEqual({ min: '1906-03-15', max: '2026-03-15' });
    expect(
      validateCompanions(
        [
          { ...grace, dateOfBirth: '1906-03-15' },
          { ...grace, dateOfBirth: '2026-03-15' },
        ],
        now,
      ),
    ).toEqual({});
  });

  it('blank (or only spaces) names and birth date are required, keyed by the API path', () => {
    expect(validateCompanions([grace, { firstName: '  ', lastName: '', dateOfBirth: '' }], now)).toEqual({
      'otherTravellers.1.firstName': 'required',
      'otherTravellers.1.lastName': 'required',
      'otherTravellers.1.dateOfBirth': 'required',
    });
  });

  it('a birth date in the future, over 120 years ago or not a day is not a real one', () => {
    for (const dateOfBirth of ['2026-03-16', '1906-03-14', '1990-02-30']) {
      expect(validateCompanions([{ ...grace, dateOfBirth }], now)).toEqual({ 'otherTravellers.0.dateOfBirth': 'dateOfBirthInvalid' });
    }
  });
});

describe("other travellers: the API's 400 fields", () => {
  it('keeps only the passengers, as our keys where we have a text, else the server words', () => {
    expect(
      companionErrorsFromApi({
        'contact.email': 'Please enter a valid email',
        'otherTravellers.0.firstName': 'This field is required',
        'otherTravellers.0.dateOfBirth': 'Please enter a valid value',
        'otherTravellers.1.dateOfBirth': 'Please enter a real date of birth',
        'otherTravellers.1.lastName': 'Please use at most 60 characters',
      }),
    ).toEqual({
      'otherTravellers.0.firstName': 'required',
      'otherTravellers.0.dateOfBirth': 'dateOfBirthInvalid',
      'otherTravellers.1.dateOfBirth': 'dateOfBirthInvalid',
      'otherTravellers.1.lastName': 'Please use at most 60 characters',
    });
  });
});
