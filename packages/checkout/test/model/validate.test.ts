import { describe, expect, it } from 'vitest';
import { ADULT_AGE_YEARS, CHECKOUT_MESSAGES } from '@trabzon/contracts/validation';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';
import tr from '../../src/locales/tr.json';
import { validateCheckoutForm, keyForServerMessage } from '../../src/model/validate';
import { fieldFromApiPath, formatExpiry, groupCardNumber, initialValues, type CheckoutValues } from '../../src/model/values';

const now = new Date('2026-11-22T10:00:00Z');
const good: CheckoutValues = {
  ...initialValues(),
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 532 000 00 00',
  cardNumber: '4111 1111 1111 1111',
  cardName: 'AYSE YILMAZ',
  expiryDate: '12/28',
  cvv: '123',
};

describe('checkout form rules', () => {
  it('accepts a complete card payment', () => {
    expect(validateCheckoutForm(good, 'hotel', now)).toEqual({});
  });

  it('names each problem with its message key', () => {
    const errors = validateCheckoutForm(
      { ...good, firstName: ' ', email: 'nope', phone: '12', cardNumber: '4111 1111 1111 1112', expiryDate: '10/26', cvv: '12' },
      'hotel',
      now,
    );
    expect(errors).toEqual({
      firstName: 'required',
      email: 'email',
      phone: 'phone',
      cardNumber: 'cardNumber',
      expiryDate: 'expired',
      cvv: 'cvv',
    });
    expect(validateCheckoutForm({ ...good, expiryDate: '13/28' }, 'hotel', now)).toEqual({ expiryDate: 'expiry' });
  });

  it('refuses a name longer than the API takes (100 characters), as the API would', () => {
    expect(validateCheckoutForm({ ...good, lastName: 'a'.repeat(101) }, 'hotel', now)).toEqual({ lastName: 'nameTooLong' });
    expect(validateCheckoutForm({ ...good, lastName: 'a'.repeat(100) }, 'hotel', now)).toEqual({});
    expect(keyForServerMessage('Please use at most 100 characters')).toBe('nameTooLong');
  });

  it("refuses a name with an emoji, a symbol or a digit (the API's rule), and takes every script's letters", () => {
    expect(validateCheckoutForm({ ...good, firstName: 'محمد 😀', lastName: 'Kaya★' }, 'hotel', now)).toEqual({
      firstName: 'personName',
      lastName: 'personName',
    });
    expect(validateCheckoutForm({ ...good, lastName: 'Kaya12' }, 'hotel', now)).toEqual({ lastName: 'personName' });
    expect(validateCheckoutForm({ ...good, firstName: 'J. R.', lastName: "O'Brien-Ağaoğlu" }, 'hotel', now)).toEqual({});
    expect(validateCheckoutForm({ ...good, firstName: 'محمد', lastName: 'عبد الله' }, 'hotel', now)).toEqual({});
    expect(keyForServerMessage('Use letters only: spaces, hyphens, apostrophes and dots are fine')).toBe('personName');
  });

  it('asks for card fields only when paying by card', () => {
    expect(
      validateCheckoutForm({ ...good, paymentMethod: 'payAtHotel', cardNumber: '', cardName: '', expiryDate: '', cvv: '' }, 'hotel', now),
    ).toEqual({});
    expect(validateCheckoutForm({ ...good, cardName: '' }, 'hotel', now)).toEqual({ cardName: 'required' });
  });

  it('needs the traveller document and the terms for flights', () => {
    expect(validateCheckoutForm(good, 'flight', now)).toEqual({
      dateOfBirth: 'required',
      documentNumber: 'required',
      documentExpiry: 'required',
      billingAddress: 'required',
      agreeTerms: 'terms',
    });
    expect(
      validateCheckoutForm(
        {
          ...good,
          dateOfBirth: '1990-01-16',
          documentNumber: 'U1234567',
          documentExpiry: '2030-01-01',
          billingAddress: 'Trabzon',
          agreeTerms: true,
        },
        'flight',
        now,
      ),
    ).toEqual({});
    // Hotels do not ask for them.
    expect(validateCheckoutForm(good, 'hotel', now)).toEqual({});
  });

  it('refuses for flights what the API refuses: a birth date in the future or over 120 years ago, a billing address under 5 characters', () => {
    const flight: CheckoutValues = {
      ...good,
      dateOfBirth: '1990-01-16',
      documentNumber: 'U1234567',
      documentExpiry: '2030-01-01',
      billingAddress: 'Trabzon',
      agreeTerms: true,
    };
    // Today in Istanbul is 2026-11-22.
    for (const [dateOfBirth, expected] of [
      ['2026-11-23', { dateOfBirth: 'dateOfBirth' }],
      // Born today: a real birth date, but a baby travelling alone (below).
      ['2026-11-22', { dateOfBirth: 'adultTraveller' }],
      ['1906-11-22', {}],
      ['1906-11-21', { dateOfBirth: 'dateOfBirth' }],
      ['1990-02-30', { dateOfBirth: 'dateOfBirth' }],
    ] as const) {
      expect({ dateOfBirth, errors: validateCheckoutForm({ ...flight, dateOfBirth }, 'flight', now) }).toEqual({
        dateOfBirth,
        errors: expected,
      });
    }
    expect(validateCheckoutForm({ ...flight, billingAddress: ' Rize ' }, 'flight', now)).toEqual({ billingAddress: 'billingAddress' });
    expect(validateCheckoutForm({ ...flight, billingAddress: 'Rize 1' }, 'flight', now)).toEqual({});
    expect(keyForServerMessage('Enter the billing address')).toBe('billingAddress');
    // The document number by the API's rule (5 to 20 letters and digits), the API's sentence mapped to its key.
    for (const [documentNumber, expected] of [
      ['U123', { documentNumber: 'documentNumber' }],
      ['U12-345', { documentNumber: 'documentNumber' }],
      ['U'.repeat(21), { documentNumber: 'documentNumber' }],
      [' U12345 ', {}],
      ['', { documentNumber: 'required' }],
    ] as const) {
      expect({ documentNumber, errors: validateCheckoutForm({ ...flight, documentNumber }, 'flight', now) }).toEqual({
        documentNumber,
        errors: expected,
      });
    }
    expect(keyForServerMessage('Enter the document number (5 to 20 letters and digits)')).toBe('documentNumber');
  });

  it("refuses for flights the traveller's document as the API does: expired, lapsing before the last flight lands, not a real day", () => {
    const flight: CheckoutValues = {
      ...good,
      dateOfBirth: '1990-01-16',
      documentNumber: 'U1234567',
      billingAddress: 'Trabzon',
      agreeTerms: true,
    };
    // Today in Istanbul is 2026-11-22; the way back lands on 2026-12-09.
    const lastFlightDay = '2026-12-09';
    for (const [documentExpiry, expected] of [
      ['2026-11-21', { documentExpiry: 'documentExpired' }],
      ['2026-12-08', { documentExpiry: 'documentExpiryLapses' }],
      ['9999-12-31', { documentExpiry: 'documentExpiryUnreal' }],
      ['2027-02-30', { documentExpiry: 'documentExpiryUnreal' }],
      ['2026-12-09', {}],
      ['2036-01-01', {}],
    ] as const) {
      expect({ documentExpiry, errors: validateCheckoutForm({ ...flight, documentExpiry }, 'flight', now, lastFlightDay) }).toEqual({
        documentExpiry,
        errors: expected,
      });
    }
    // Not told the last flight's day, the document is checked against today only.
    expect(validateCheckoutForm({ ...flight, documentExpiry: '2026-12-08' }, 'flight', now)).toEqual({});
    expect(validateCheckoutForm({ ...flight, documentExpiry: '2026-11-21' }, 'flight', now)).toEqual({ documentExpiry: 'documentExpired' });
    // Each of the API's three refusals has its own key.
    expect(keyForServerMessage('The document has expired')).toBe('documentExpired');
    expect(keyForServerMessage('Please enter a real expiry date')).toBe('documentExpiryUnreal');
    expect(keyForServerMessage('The document must be valid on the day of travel')).toBe('documentExpiryLapses');
  });

  it('refuses for flights a first traveller under 18 on the day of departure, as the API does (TF-582507)', () => {
    const flight: CheckoutValues = {
      ...good,
      documentNumber: 'U1234567',
      documentExpiry: '2030-01-01',
      billingAddress: 'Trabzon',
      agreeTerms: true,
    };
    // Today in Istanbul is 2026-11-22; out on 2026-12-02, the way back lands on 2026-12-09.
    const [firstFlightDay, lastFlightDay] = ['2026-12-02', '2026-12-09'];
    const check = (dateOfBirth: string) =>
      validateCheckoutForm({ ...flight, dateOfBirth }, 'flight', now, lastFlightDay, firstFlightDay).dateOfBirth ?? null;
    // A baby of six months, a child of eleven.
    expect(check('2026-05-22')).toBe('adultTraveller');
    expect(check('2015-03-02')).toBe('adultTraveller');
    // 18 on the day the first flight leaves (a minor today) is enough; 18 only by the way back is not.
    expect(check('2008-12-02')).toBeNull();
    expect(check('2008-12-03')).toBe('adultTraveller');
    // Told only the last flight's day, the form never refuses one the API takes (the API then refuses at this field).
    expect(validateCheckoutForm({ ...flight, dateOfBirth: '2008-12-09' }, 'flight', now, lastFlightDay)).toEqual({});
    expect(validateCheckoutForm({ ...flight, dateOfBirth: '2008-12-10' }, 'flight', now, lastFlightDay)).toEqual({
      dateOfBirth: 'adultTraveller',
    });
    // Told no flight day, today.
    expect(validateCheckoutForm({ ...flight, dateOfBirth: '2008-11-23' }, 'flight', now)).toEqual({ dateOfBirth: 'adultTraveller' });
    // Hotels ask no birth date.
    expect(validateCheckoutForm({ ...good, dateOfBirth: '2026-05-22' }, 'hotel', now)).toEqual({});
    // The API's refusal is shown in the visitor's language; every language says the same age.
    expect(keyForServerMessage(CHECKOUT_MESSAGES.adultTraveller)).toBe('adultTraveller');
    for (const locale of [en, tr, ar]) expect(locale.errors.adultTraveller).toContain(String(ADULT_AGE_YEARS));
  });

  it('formats card numbers and expiry as typed, and maps API field paths and messages', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(fieldFromApiPath('contact.email')).toBe('email');
    expect(fieldFromApiPath('payment.method')).toBe('paymentMethod');
    expect(fieldFromApiPath('hotelId')).toBeNull();
    expect(fieldFromApiPath('traveller.dateOfBirth')).toBe('dateOfBirth');
    // A companion's date of birth is not the traveller's field of this form.
    expect(fieldFromApiPath('otherTravellers.0.dateOfBirth')).toBeNull();
    expect(keyForServerMessage('The card has expired')).toBe('expired');
    expect(keyForServerMessage('Please enter a real date of birth')).toBe('dateOfBirth');
  });
});
