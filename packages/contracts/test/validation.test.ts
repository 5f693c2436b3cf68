import { describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES } from '../src/inventory-messages';
import {
  isIdOrSlug,
  isSiteImagePath,
  ADULT_AGE_YEARS,
  CHECKOUT_MESSAGES,
  GENERAL_MESSAGES,
  cardBrand,
  cardLast4,
  checkDocumentExpiry,
  checkExpiry,
  isValidCardNumber,
  isValidCvv,
  isValidEmail,
  isValidPersonName,
  PERSON_NAME,
  isValidPhone,
  westernDigits,
  luhnCheck,
  maskCardNumbers,
  validateCheckout,
  IMAGE_URL,
  NOT_BLANK,
  trimText,
  imageFormatOf,
  isAdultOn,
} from '../src/validation';

describe('card numbers', () => {
  it('Luhn: accepts the standard test numbers and refuses one digit off', () => {
    for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '79927398713']) {
      expect({ n, ok: luhnCheck(n) }).toEqual({ n, ok: true });
    }
    for (const n of ['4111111111111112', '79927398710', '12a4', '']) expect({ n, ok: luhnCheck(n) }).toEqual({ n, ok: false });
  });

  it('a valid card number has 12 to 19 digits, spaces and dashes allowed, and passes Luhn', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4111.1111.1111.1111')).toBe(false);
    expect(isValidCardNumber('79927398713')).toBe(false); // Luhn-valid but 11 digits
    // All zeros passes Luhn; no issuer gives such a number.
    expect(isValidCardNumber('0000 0000 0000 0000')).toBe(false);
    expect(isValidCardNumber('000000000000')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('brand from the leading digits', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('6500000000000002')).toBe('discover');
    expect(cardBrand('9792030000000001')).toBe('troy');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('30569309025904')).toBe('diners');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
    expect(cardBrand('6759649826438453')).toBe('maestro');
    expect(cardBrand('1234567812345670')).toBe('unknown');
    expect(cardBrand('abc')).toBe('unknown');
  });

  it('keeps the last four digits only', () => {
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
  });

  it('masks Luhn-valid card numbers in free text, not phone numbers or dates', () => {
    expect(maskCardNumbers('card 4111 1111 1111 1111, phone +90 462 555 1234, 2026-12-01')).toBe(
      'card [card number removed], phone +90 462 555 1234, 2026-12-01',
    );
    expect(maskCardNumbers('no digits here')).toBe('no digits here');
  });
});

describe('expiry MM/YY', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time
  it('valid through the end of its month', () => {
    expect(checkExpiry('05/26', now)).toBe('valid');
    expect(checkExpiry('12/26', now)).toBe('valid');
    expect(checkExpiry('01/30', now)).toBe('valid');
    expect(checkExpiry(' 06 / 27 ', now)).toBe('valid');
  });
  it('expired before this month', () => {
    expect(checkExpiry('04/26', now)).toBe('expired');
    expect(checkExpiry('12/25', now)).toBe('expired');
  });
  it('invalid when not MM/YY, month out of range or absurdly far ahead', () => {
    for (const value of ['13/27', '00/27', '5/27', '05/2027', '0527', 'ab/cd', '', '05/99']) {
      expect({ value, check: checkExpiry(value, now) }).toEqual({ value, check: 'invalid' });
    }
  });
});

describe('CVV, e-mail and phone', () => {
  it('CVV is 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('7319')).toBe(true);
    for (const cvv of ['12', '12345', '12a', '', ' ']) expect(isValidCvv(cvv)).toBe(false);
  });

  it('e-mail', () => {
    for (const email of ['ada@example.com', ' Ada.Lovelace+tag@sub.example.com.tr ']) expect(isValidEmail(email)).toBe(true);
    for (const email of ['not-an-email', 'a@', '@b.co', 'a b@c.co', 'a@b', 'a@b.c', 'a@@b.co', 'a..b@c.co', `${'a'.repeat(250)}@b.co`]) {
      expect({ email, ok: isValidEmail(email) }).toEqual({ email, ok: false });
    }
  });

  it('phone: optional +, digits, spaces, dashes, parentheses; 7 to 15 digits', () => {
    for (const phone of ['+90 (462) 555-12-34', '5551234', '+1 212-555-0100', '123456789012345']) expect(isValidPhone(phone)).toBe(true);
    for (const phone of ['555123', '1234567890123456', '555-CALL', '90+5551234', '+', '', '555.123.4567']) {
      expect({ phone, ok: isValidPhone(phone) }).toEqual({ phone, ok: false });
    }
  });

  it('phone: digits as an Arabic or Persian keyboard types them count as digits', () => {
    expect(isValidPhone('+966 ٥٠ ١٢٣ ٤٥٦٧')).toBe(true);
    expect(isValidPhone('۰۵۳۲ ۱۲۳ ۴۵ ۶۷')).toBe(true);
    expect(isValidPhone('+٩٦٦ ٥٠')).toBe(false); // still 7 to 15 digits
    expect(westernDigits('+966 ٥٠ ١٢٣ ٤٥٦٧ / ۰۱۲۳۴۵۶۷۸۹')).toBe('+966 50 123 4567 / 0123456789');
  });
});

describe('person names', () => {
  const accepted = [
    'Ada',
    'İsmail Şükrü Ağaoğlu',
    'ığüşöç',
    'محمد',
    'عبد الله',
    'Ana-María',
    "O'Brien",
    'D\u2019Angelo',
    'J. R.',
    'Jose\u0301',
    'Mohammad\u00a0Reza',
    'مهر\u200cناز',
    '  Deniz  ',
    '\u4e2d\u6751',
  ];
  const refused = [
    'محمد 😀',
    '😀',
    'Ada ★',
    'Ada ♥',
    'Ada$',
    'Ada_Lovelace',
    'Ada@home',
    'Ada\u0007',
    'Ada\nLovelace',
    'Ada\tLovelace',
    'Kaya12',
    'Ali ٣',
    '...',
    "- '",
  ];

  it("takes letters of every script, marks, spaces, hyphens, apostrophes and initials' dots", () => {
    for (const name of accepted) expect({ name, ok: isValidPersonName(name) }).toEqual({ name, ok: true });
  });

  it('refuses emoji, symbols, controls, digits, and a name with no letter', () => {
    for (const name of refused) expect({ name, ok: isValidPersonName(name) }).toEqual({ name, ok: false });
  });

  it('its JSON Schema pattern (read with the u flag, as Ajv does) decides the same', () => {
    const re = new RegExp(PERSON_NAME, 'u');
    for (const name of accepted) expect(re.test(trimText(name))).toBe(true);
    for (const name of refused) expect(re.test(trimText(name))).toBe(false);
  });
});

describe('validateCheckout', () => {
  const now = new Date(2026, 4, 15);
  const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+90 462 555 1234' };
  const card = { method: 'creditCard', cardNumber: '4111111111111111', cardName: 'ADA', expiryDate: '12/27', cvv: '123' };

  it('no errors for a complete form', () => {
    expect(validateCheckout({ contact, payment: card }, { now })).toEqual({});
    expect(validateCheckout({ contact, payment: { method: 'payAtHotel' } }, { now })).toEqual({});
  });

  it('a name of zero-width spaces is as missing as one of spaces', () => {
    expect(validateCheckout({ contact: { ...contact, firstName: '\u200b\u200b', lastName: ' ' }, payment: card }, { now })).toEqual({
      'contact.firstName': CHECKOUT_MESSAGES.required,
      'contact.lastName': CHECKOUT_MESSAGES.required,
    });
  });

  it('a contact name with an emoji, a symbol or a digit is refused with the letters message', () => {
    const errors = validateCheckout({ contact: { ...contact, firstName: 'محمد 😀', lastName: 'Kaya★' }, payment: card }, { now });
    expect(errors).toEqual({ 'contact.firstName': CHECKOUT_MESSAGES.personName, 'contact.lastName': CHECKOUT_MESSAGES.personName });
    expect(validateCheckout({ contact: { ...contact, firstName: 'İlkay', lastName: "O'Brien-Yılmaz" }, payment: card }, { now })).toEqual(
      {},
    );
  });

  it("refuses a card holder's name that is no name, with the letters message", () => {
    expect(validateCheckout({ contact, payment: { ...card, cardName: '1234' } }, { now })).toEqual({
      'payment.cardName': CHECKOUT_MESSAGES.personName,
    });
    expect(validateCheckout({ contact, payment: { ...card, cardName: 'J. R. R. Tolkien' } }, { now })).toEqual({});
  });

  it('every field at once, keyed by path, card fields only for creditCard', () => {
    expect(validateCheckout({}, { now })).toEqual({
      'contact.firstName': CHECKOUT_MESSAGES.required,
      'contact.lastName': CHECKOUT_MESSAGES.required,
      'contact.email': CHECKOUT_MESSAGES.required,
      'contact.phone': CHECKOUT_MESSAGES.required,
      'payment.method': CHECKOUT_MESSAGES.required,
    });
    expect(
      validateCheckout(
        { contact: { ...contact, email: 'x' }, payment: { method: 'creditCard', cardNumber: '1234', expiryDate: '01/20', cvv: '1' } },
        { now },
      ),
    ).toEqual({
      'contact.email': 'Please enter a valid email',
      'payment.cardNumber': 'Please enter a valid card number',
      'payment.cardName': 'This field is required',
      'payment.expiryDate': 'The card has expired',
      'payment.cvv': 'Please enter a valid CVV',
    });
  });

  it('a method the booking type does not take', () => {
    expect(validateCheckout({ contact, payment: { method: 'payAtHotel' } }, { now, paymentMethods: ['creditCard'] })).toEqual({
      'payment.method': CHECKOUT_MESSAGES.paymentMethodUnavailable,
    });
  });

  it('limits special requests to 1000 characters', () => {
    expect(validateCheckout({ contact, payment: card, specialRequests: 'x'.repeat(1001) }, { now })).toEqual({
      specialRequests: 'Please use at most 1000 characters',
    });
  });
});

describe('trimText and NOT_BLANK: spaces and invisible characters are blank', () => {
  const notBlank = new RegExp(NOT_BLANK, 'u');
  it.each([
    ['spaces', ' \t\n', ''],
    ['zero-width spaces', '\u200b\u200b', ''],
    ['BOM, joiners, word joiner, soft hyphen', '\ufeff\u200c\u200d\u2060\u00ad', ''],
    ['a name between invisible ends', '\u200b Ayşe \u200d', 'Ayşe'],
    ['joiners inside a word are kept', 'می\u200cخواهم', 'می\u200cخواهم'],
    ['an emoji sequence is kept', '👩\u200d💻', '👩\u200d💻'],
  ])('%s', (_what, text, trimmed) => {
    expect(trimText(text)).toBe(trimmed);
    expect(notBlank.test(text)).toBe(trimmed !== '');
  });
});

describe('image addresses (IMAGE_URL)', () => {
  const image = new RegExp(IMAGE_URL);
  it('takes a file under /images/ (uploads included) or an https URL', () => {
    for (const url of [
      '/images/x.webp',
      '/images/hotels/a.webp',
      '/images/uploads/a.webp',
      '/images/uploads/x.webp?v=2',
      '/images/a..b.webp',
      'https://cdn.example.com/a.jpg',
    ]) {
      expect({ url, ok: image.test(url) }).toEqual({ url, ok: true });
    }
  });
  it('refuses http, other hosts, paths outside /images/, climbing out of a folder and backslashes', () => {
    for (const url of [
      '/hotels',
      '/',
      '/uploads/x.webp',
      '/images',
      '/images/',
      '/imagesx/a.webp',
      '/images/../x',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/images/../api/admin/users',
      '/images/%2e%2E/api',
      '/..',
      '/images/x/..?v=1',
      '/images\\..\\x.png',
      '/a b.png',
      'https://',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      expect({ url, ok: image.test(url) }).toEqual({ url, ok: false });
    }
  });
});

describe('travel document expiry (checkDocumentExpiry)', () => {
  const today = '2026-03-15';

  it('is valid when the document still runs on the day the last flight lands (that day included)', () => {
    expect(checkDocumentExpiry('2026-04-20', today, '2026-04-20')).toBe('valid');
    expect(checkDocumentExpiry('2026-04-19', today, '2026-04-20')).toBe('lapses');
    expect(checkDocumentExpiry(today, today, today)).toBe('valid');
  });

  it('a day before today is expired, whatever the flights', () => {
    expect(checkDocumentExpiry('2026-03-14', today, '2026-03-20')).toBe('expired');
    expect(checkDocumentExpiry('1999-01-01', today, today)).toBe('expired');
  });

  it('not a real day, or more than 20 years after the trip, is invalid', () => {
    for (const expiry of [
      '2027-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '9999-12-31',
      '2046-04-21',
      '',
      '15/03/2030',
      '0000-00-00',
    ]) {
      expect({ expiry, check: checkDocumentExpiry(expiry, today, '2026-04-20') }).toEqual({ expiry, check: 'invalid' });
    }
    expect(checkDocumentExpiry('2046-04-20', today, '2026-04-20')).toBe('valid');
    // No flight known: twenty years from today.
    expect(checkDocumentExpiry('2046-03-15', today, '')).toBe('valid');
    expect(checkDocumentExpiry('2046-03-16', today, '')).toBe('invalid');
    expect(checkDocumentExpiry('2028-02-29', today, '2026-04-20')).toBe('valid');
    expect(checkDocumentExpiry('2100-02-29', '2099-03-15', '2099-04-20')).toBe('invalid');
  });
});

describe('an adult on the day of departure (isAdultOn)', () => {
  it('is 18 from the 18th birthday on, that day included', () => {
    expect(ADULT_AGE_YEARS).toBe(18);
    expect(isAdultOn('2008-06-10', '2026-06-10')).toBe(true);
    expect(isAdultOn('2008-06-11', '2026-06-10')).toBe(false);
    expect(isAdultOn('1990-01-16', '2026-06-10')).toBe(true);
    // A baby of six months, a child of eleven.
    expect(isAdultOn('2025-12-10', '2026-06-10')).toBe(false);
    expect(isAdultOn('2015-03-02', '2026-06-10')).toBe(false);
  });

  it('someone born on 29 February comes of age on 1 March in a common year, on the 29th in a leap year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isAdultOn('2010-02-28', '2028-02-29')).toBe(true);
    expect(isAdultOn('2010-03-01', '2028-02-29')).toBe(false);
  });

  it('its message says the age', () => {
    expect(CHECKOUT_MESSAGES.adultTraveller).toContain(String(ADULT_AGE_YEARS));
  });
});

describe('imageFormatOf', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

  it('knows a PNG, a JPEG and a WebP by their first bytes', () => {
    expect(imageFormatOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe('png');
    expect(imageFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
    expect(imageFormatOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('is null for a text file named .png, another RIFF file and another image format', () => {
    expect(imageFormatOf(bytes('hello, I am not a picture (fake.png)'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageFormatOf(bytes('GIF89a', [1, 0, 1, 0]))).toBeNull();
  });

  it('is null for an empty buffer or one cut before the signature ends', () => {
    expect(imageFormatOf(new Uint8Array())).toBeNull();
    expect(imageFormatOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(imageFormatOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEB'))).toBeNull();
  });
});

describe('general messages', () => {
  it('one text for a date that is no day, which the inventory screen recognises too', () => {
    expect(GENERAL_MESSAGES.badDate).toBe('Please enter a valid date (YYYY-MM-DD)');
    expect(INVENTORY_MESSAGES.badDate).toBe(GENERAL_MESSAGES.badDate);
  });
});

describe('isIdOrSlug', () => {
  it('accepts an id (a UUID) and a slug', () => {
    expect(isIdOrSlug('3f1c2a9e-8b7d-4c6a-9e2f-1a2b3c4d5e6f')).toBe(true);
    expect(isIdOrSlug('zorlu-grand-trabzon')).toBe(true);
    expect(isIdOrSlug('hotel7')).toBe(true);
  });

  it('refuses what no record is named by: a broken %-escape, spaces, capitals, dashes at the ends, empty', () => {
    for (const id of ['%E0%A4%A', '%ZZ', 'zorlu%20grand', 'zorlu grand', 'Zorlu', '-zorlu', 'zorlu-', 'zorlu--grand', '..', '']) {
      expect(isIdOrSlug(id), id).toBe(false);
    }
  });
});

describe('isSiteImagePath', () => {
  it("takes the site's own pictures only, never another site's or a path out of /images/", () => {
    for (const path of ['/images/flights/explore.svg', '/images/hero/trabzon-1.webp']) expect(isSiteImagePath(path), path).toBe(true);
    for (const path of [
      'https://example.com/images/a.png',
      '//example.com/images/a.png',
      '/images/../api/settings',
      '/img/a.png',
      '/images/a b.png',
      '/images/',
      42,
      null,
    ]) {
      expect(isSiteImagePath(path), String(path)).toBe(false);
    }
  });
});
