import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@trabzon/contracts/validation';
import {
  birthDateLimits,
  companionErrorsFromApi,
  validateCompanions,
  type Companion,
} from '../../../../src/features/flights/model/travellers';

// Noon in Trabzon on 2026-03-15.
const now = new Date('2026-03-15T09:00:00Z');
const grace: Companion = {
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '1956-12-09',
  nationality: 'US',
  documentType: 'passport',
  documentNumber: 'P1234567',
  documentExpiry: '2030-01-31',
};

describe('other travellers: the API rules, before sending', () => {
  it('a named passenger born in the last 120 years is fine', () => {
    expect(validateCompanions([grace], now)).toEqual({});
    expect(birthDateLimits(now)).toEqual({ min: '1906-03-15', max: '2026-03-15' });
    expect(
      validateCompanions(
        [
          { ...grace, dateOfBirth: '1906-03-15' },
          { ...grace, dateOfBirth: '2026-03-15', documentNumber: 'P7654321' },
        ],
        now,
      ),
    ).toEqual({});
  });

  it('blank (or only spaces) names, birth date and document are required, keyed by the API path', () => {
    const blank = { ...grace, firstName: '  ', lastName: '', dateOfBirth: '', documentNumber: ' ', documentExpiry: '' };
    expect(validateCompanions([grace, blank], now)).toEqual({
      'otherTravellers.1.firstName': 'required',
      'otherTravellers.1.lastName': 'required',
      'otherTravellers.1.dateOfBirth': 'required',
      'otherTravellers.1.documentNumber': 'required',
      'otherTravellers.1.documentExpiry': 'required',
    });
  });

  it('a birth date in the future, over 120 years ago or not a day is not a real one', () => {
    for (const dateOfBirth of ['2026-03-16', '1906-03-14', '1990-02-30']) {
      expect(validateCompanions([{ ...grace, dateOfBirth }], now)).toEqual({ 'otherTravellers.0.dateOfBirth': 'dateOfBirthInvalid' });
    }
  });
});

describe("other travellers: a name takes letters only (contracts' isValidPersonName, as the API checks)", () => {
  it('letters of any script, with spaces, hyphens, apostrophes and dots, are fine', () => {
    for (const [firstName, lastName] of [
      ['Şükrü', 'Öztürk'],
      ['محمد', 'العلي'],
      ['J. R.', "O'Brien-D’Angelo"],
    ]) {
      expect(validateCompanions([{ ...grace, firstName: firstName!, lastName: lastName! }], now)).toEqual({});
    }
  });

  it('an emoji, a symbol or a digit is refused at that name, keyed by the API path', () => {
    expect(validateCompanions([grace, { ...grace, firstName: 'Grace 😀', lastName: 'Hopper2', documentNumber: 'P7654321' }], now)).toEqual({
      'otherTravellers.1.firstName': 'personName',
      'otherTravellers.1.lastName': 'personName',
    });
    expect(validateCompanions([{ ...grace, lastName: '★' }], now)).toEqual({ 'otherTravellers.0.lastName': 'personName' });
  });

  it("shows the API's refusal of a name with our text", () => {
    expect(
      companionErrorsFromApi({
        'otherTravellers.0.firstName': CHECKOUT_MESSAGES.personName,
        'otherTravellers.1.lastName': CHECKOUT_MESSAGES.personName,
      }),
    ).toEqual({ 'otherTravellers.0.firstName': 'personName', 'otherTravellers.1.lastName': 'personName' });
  });
});

describe('other travellers: their travel document', () => {
  it('a number of 5 to 20 letters and digits, valid today at least', () => {
    for (const documentNumber of ['U1234', 'ab12cd34ef56gh78ij90']) {
      expect(validateCompanions([{ ...grace, documentNumber }], now)).toEqual({});
    }
    for (const documentNumber of ['U123', 'U12-3456', 'ab12cd34ef56gh78ij901']) {
      expect(validateCompanions([{ ...grace, documentNumber }], now)).toEqual({
        'otherTravellers.0.documentNumber': 'documentNumberInvalid',
      });
    }
    expect(validateCompanions([{ ...grace, documentExpiry: '2026-03-15' }], now)).toEqual({});
    expect(validateCompanions([{ ...grace, documentExpiry: '2026-03-14' }], now)).toEqual({
      'otherTravellers.0.documentExpiry': 'documentExpired',
    });
  });

  it('still valid on the day the last flight lands (a round trip: the way back), that day included', () => {
    const backOn = '2026-04-20';
    expect(validateCompanions([{ ...grace, documentExpiry: '2026-04-20' }], now, '', backOn)).toEqual({});
    for (const documentExpiry of ['2026-03-15', '2026-04-19']) {
      expect(validateCompanions([{ ...grace, documentExpiry }], now, '', backOn)).toEqual({
        'otherTravellers.0.documentExpiry': 'documentExpiryLapses',
      });
    }
    // Expired is said as such, not as "lapses before the flight".
    expect(validateCompanions([{ ...grace, documentExpiry: '2026-03-01' }], now, '', backOn)).toEqual({
      'otherTravellers.0.documentExpiry': 'documentExpired',
    });
  });

  it('a day that does not exist, or one decades ahead (9999), is not a real expiry date', () => {
    for (const documentExpiry of ['2027-02-30', '9999-12-31', '2046-04-21']) {
      expect(validateCompanions([{ ...grace, documentExpiry }], now, '', '2026-04-20')).toEqual({
        'otherTravellers.0.documentExpiry': 'documentExpiryUnreal',
      });
    }
    expect(validateCompanions([{ ...grace, documentExpiry: '2046-04-20' }], now, '', '2026-04-20')).toEqual({});
  });
});

describe('other travellers: one document each', () => {
  it("refuses the contact's or an earlier passenger's document number, whatever its case", () => {
    expect(validateCompanions([grace], now, 'p1234567')).toEqual({ 'otherTravellers.0.documentNumber': 'documentRepeated' });
    expect(validateCompanions([grace, { ...grace, documentNumber: 'p1234567 ' }], now, 'U7654321')).toEqual({
      'otherTravellers.1.documentNumber': 'documentRepeated',
    });
    expect(validateCompanions([grace, { ...grace, documentNumber: 'P7654321' }], now, 'U7654321')).toEqual({});
  });

  it("shows the API's refusal of a repeated document with our text", () => {
    expect(companionErrorsFromApi({ 'otherTravellers.0.documentNumber': 'Each traveller needs their own travel document' })).toEqual({
      'otherTravellers.0.documentNumber': 'documentRepeated',
    });
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
        'otherTravellers.1.documentExpiry': 'The document must be valid on the day of travel',
        'otherTravellers.1.documentNumber': 'Enter the document number (5 to 20 letters and digits)',
      }),
    ).toEqual({
      'otherTravellers.0.firstName': 'required',
      'otherTravellers.0.dateOfBirth': 'dateOfBirthInvalid',
      'otherTravellers.1.dateOfBirth': 'dateOfBirthInvalid',
      'otherTravellers.1.lastName': 'Please use at most 60 characters',
      'otherTravellers.1.documentExpiry': 'documentExpiryLapses',
      'otherTravellers.1.documentNumber': 'documentNumberInvalid',
    });
  });

  it('tells an expired document and one with no real expiry date from one that lapses before the last flight', () => {
    expect(
      companionErrorsFromApi({
        'otherTravellers.0.documentExpiry': 'The document has expired',
        'otherTravellers.1.documentExpiry': 'Please enter a real expiry date',
      }),
    ).toEqual({
      'otherTravellers.0.documentExpiry': 'documentExpired',
      'otherTravellers.1.documentExpiry': 'documentExpiryUnreal',
    });
  });
});
