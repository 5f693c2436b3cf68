import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_REFUSALS } from '@trabzon/contracts/booking-refusals';
import { PACKAGE_GUESTS_MAX } from '@trabzon/contracts/constants';
import { PACKAGE_BOOKING_MESSAGES } from '@trabzon/contracts/package-messages';
import { RESERVATION_MESSAGES } from '@trabzon/contracts/restaurant-rules';
import { STAY_MESSAGES } from '@trabzon/contracts/stay-messages';
import { fillTemplate } from '@trabzon/contracts/templates';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { GENERAL_MESSAGES } from '@trabzon/contracts/validation';
import { i18n, initI18n } from '@trabzon/i18n';
import { REFUSAL_LIMITS, refusalText } from '../src/refusals';
import { CHECKOUT_NS, CHECKOUT_TEXTS } from '../src/i18n';

// The texts as the page has them (a stay's refusals joined from their own set, shared with the hotel pages).
const { en, tr, ar } = CHECKOUT_TEXTS;

type Texts = Record<string, Record<string, string>>;

/** A refusal's text, its English plural form (`_other`) for one that counts. */
const textOf = (locale: { refusals: Texts }, kind: string, key: string) =>
  locale.refusals[kind]?.[key] ?? locale.refusals[kind]?.[`${key}_other`];

/**
 * A hotel stay's refusals are full sentences (the API's words and a full stop), in better words than
 * the API's short ones where these are no sentence.
 */
const STAY_WORDING: Readonly<Record<string, string>> = {
  badDates: 'The dates of this stay are not valid.',
  hotelNotFound: 'This hotel cannot be found.',
  roomTypeNotFound: 'This room type cannot be found.',
};

describe("the checkout's texts for the API's booking refusals", () => {
  it("has one for every refusal in each language; the English one is the API's own (a range the API leaves unsaid, its limits filled in, ends with a full stop; a hotel stay's, a full sentence)", () => {
    for (const [kind, texts] of Object.entries(BOOKING_REFUSALS)) {
      for (const [key, text] of Object.entries(texts)) {
        const id = `${kind}.${key}`;
        const limits = REFUSAL_LIMITS[id];
        const english = textOf(en, kind, key);
        const expected = kind === 'stay' ? (STAY_WORDING[key] ?? `${text}.`) : limits ? `${text}.` : text;
        expect({ id, en: limits ? fillTemplate(english ?? '', limits) : english }).toEqual({ id, en: expected });
        expect({ id, tr: Boolean(textOf(tr, kind, key)?.trim()), ar: Boolean(textOf(ar, kind, key)?.trim()) }).toEqual({
          id,
          tr: true,
          ar: true,
        });
      }
    }
  });

  it("a hotel stay's refusals end with a full stop in each language and each plural form, as sentences do", () => {
    for (const [language, locale] of Object.entries({ en, tr, ar })) {
      for (const [key, text] of Object.entries(locale.refusals.stay)) {
        expect({ language, key, text: text.slice(-1) }).toEqual({ language, key, text: '.' });
      }
    }
  });
});

/** A number laid out left to right inside the sentence, as refusalText isolates it. */
const n = (value: number) => `\u2066${value}\u2069`;

describe('refusalText', () => {
  beforeAll(async () => {
    await initI18n();
  });
  const say = (language: string, message: string, values?: Record<string, number>) =>
    refusalText(i18n.getFixedT(language, CHECKOUT_NS), message, values);

  it("a message it has no text for is the API's own (English) words on an English page, and none on a Turkish or Arabic one", async () => {
    const unknown = 'The hotel is closed for renovation on these dates';
    try {
      for (const [language, text] of [
        ['en', unknown],
        ['tr', undefined],
        ['ar', undefined],
      ] as const) {
        await i18n.changeLanguage(language);
        expect({ language, text: say(language, unknown) }).toEqual({ language, text });
      }
      // A known one is still said in the page's language.
      expect(say('ar', GENERAL_MESSAGES.badDate)).toBe('يرجى إدخال تاريخ صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(say('en', '')).toBeUndefined();
  });

  it("names the restaurant's own largest party when the screen gives it, else the rules' range, in each language", () => {
    expect(say('en', RESERVATION_MESSAGES.partySize, { max: 8 })).toBe(`Please choose between ${n(1)} and ${n(8)} guests.`);
    expect(say('tr', RESERVATION_MESSAGES.partySize, { max: 8 })).toBe(`Lütfen ${n(1)} ile ${n(8)} arasında kişi sayısı seçin.`);
    expect(say('ar', RESERVATION_MESSAGES.partySize, { max: 8 })).toBe(`يرجى اختيار عدد ضيوف بين ${n(1)} و${n(8)}.`);
    expect(say('en', RESERVATION_MESSAGES.partySize)).toBe(`Please choose between ${n(1)} and ${n(12)} guests.`);
  });

  it("a date that is no day, which any booking may be refused for (a car's pickup date of 2027-02-30), in each language", () => {
    expect(say('en', GENERAL_MESSAGES.badDate)).toBe('Please enter a valid date (YYYY-MM-DD)');
    expect(say('tr', GENERAL_MESSAGES.badDate)).toBe('Lütfen geçerli bir tarih girin (YYYY-AA-GG)');
    // In Arabic words first, as the date fields' hints say theirs (يوم/شهر/سنة).
    expect(say('ar', GENERAL_MESSAGES.badDate)).toBe('يرجى إدخال تاريخ صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)');
  });

  it("a table's or a package's date that is no day says the format in Arabic words too", () => {
    expect(say('ar', RESERVATION_MESSAGES.date)).toBe('يرجى اختيار تاريخ صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)');
    expect(say('ar', PACKAGE_BOOKING_MESSAGES.badDate)).toBe('يرجى اختيار تاريخ بدء صالح بالصيغة سنة-شهر-يوم (YYYY-MM-DD)');
  });

  it("a package's guests are the one limit every package has (PACKAGE_GUESTS_MAX), not a number written into the text", () => {
    expect(say('en', PACKAGE_BOOKING_MESSAGES.guests)).toBe(`Please choose between ${n(1)} and ${n(PACKAGE_GUESTS_MAX)} guests.`);
    expect(say('ar', PACKAGE_BOOKING_MESSAGES.guests)).toBe(`يرجى اختيار عدد ضيوف بين ${n(1)} و${n(PACKAGE_GUESTS_MAX)}.`);
  });

  it('counts guests and minutes in the plural form of the language (Arabic has six)', () => {
    const party = (max: number, language = 'ar') => say(language, fillTemplate(RESERVATION_MESSAGES.partyTooLarge, { max }));
    expect(party(1)).toBe('يقبل هذا المطعم حجوزات لضيف واحد فقط. يرجى الاتصال بالمطعم للمجموعات الأكبر.');
    expect(party(2)).toBe('يقبل هذا المطعم حجوزات لضيفين كحد أقصى. يرجى الاتصال بالمطعم للمجموعات الأكبر.');
    expect(party(8)).toBe(`يقبل هذا المطعم حجوزات لـ ${n(8)} ضيوف كحد أقصى. يرجى الاتصال بالمطعم للمجموعات الأكبر.`);
    expect(party(11)).toBe(`يقبل هذا المطعم حجوزات لـ ${n(11)} ضيفًا كحد أقصى. يرجى الاتصال بالمطعم للمجموعات الأكبر.`);
    expect(party(1, 'en')).toBe(
      `This restaurant takes reservations for at most ${n(1)} guest. Please call the restaurant for larger groups.`,
    );
    expect(party(8, 'tr')).toBe(
      `Bu restoran en fazla ${n(8)} kişilik rezervasyon alıyor. Daha büyük gruplar için lütfen restoranı arayın.`,
    );

    const soon = (minutes: number, language = 'ar') => say(language, fillTemplate(TRANSFER_MESSAGES.tooSoon, { minutes }));
    expect(soon(2)).toBe('يرجى اختيار وقت استلام بعد دقيقتين على الأقل من الآن');
    expect(soon(5)).toBe(`يرجى اختيار وقت استلام بعد ${n(5)} دقائق على الأقل من الآن`);
    expect(soon(30)).toBe(`يرجى اختيار وقت استلام بعد ${n(30)} دقيقة على الأقل من الآن`);
    expect(soon(1, 'en')).toBe(`Please choose a pickup time at least ${n(1)} minute from now`);
    expect(soon(30, 'en')).toBe(`Please choose a pickup time at least ${n(30)} minutes from now`);
  });
  it("a hotel stay's refusals (the site's own hotels) in each language, their numbers counted in the language's plural form", () => {
    expect(say('tr', STAY_MESSAGES.unavailable)).toBe('Bu oda seçilen tarihlerde artık müsait değil.');
    expect(say('ar', STAY_MESSAGES.unavailable)).toBe('لم تعد هذه الغرفة متاحة في التواريخ المحددة.');
    expect(say('tr', STAY_MESSAGES.pastCheckIn)).toBe('Giriş tarihi geçmişte olamaz.');
    expect(say('ar', STAY_MESSAGES.singleGuest)).toBe('يتسع نوع الغرفة هذا لضيف واحد فقط.');
    expect(say('tr', STAY_MESSAGES.badDates)).toBe('Bu konaklamanın tarihleri geçerli değil.');
    expect(say('en', STAY_MESSAGES.hotelNotFound)).toBe('This hotel cannot be found.');
    expect(say('ar', STAY_MESSAGES.roomTypeNotFound)).toBe('تعذّر العثور على نوع الغرفة هذا.');

    const tooLong = (nights: number, language = 'ar') => say(language, fillTemplate(STAY_MESSAGES.tooLong, { value: nights }));
    expect(tooLong(30)).toBe(`لا يمكن أن تتجاوز الإقامة ${n(30)} ليلة.`);
    expect(tooLong(7)).toBe(`لا يمكن أن تتجاوز الإقامة ${n(7)} ليالٍ.`);
    expect(tooLong(30, 'tr')).toBe(`Bir konaklama en fazla ${n(30)} gece sürebilir.`);
    expect(tooLong(30, 'en')).toBe(`A stay can be at most ${n(30)} nights.`);

    const sleeps = (guests: number, language = 'ar') => say(language, fillTemplate(STAY_MESSAGES.tooManyGuests, { value: guests }));
    expect(sleeps(2)).toBe('يتسع نوع الغرفة هذا لضيفين على الأكثر.');
    expect(sleeps(4)).toBe(`يتسع نوع الغرفة هذا لـ ${n(4)} ضيوف على الأكثر.`);
    expect(sleeps(12)).toBe(`يتسع نوع الغرفة هذا لـ ${n(12)} ضيفًا على الأكثر.`);
    expect(sleeps(4, 'tr')).toBe(`Bu oda tipi en fazla ${n(4)} misafir ağırlar.`);
    expect(sleeps(4, 'en')).toBe(`This room type sleeps at most ${n(4)} guests.`);

    // The latest check-in: 365 days is the transfers' own text, the same words (the first kind that has it).
    const ahead = (days: number, language = 'ar') => say(language, fillTemplate(STAY_MESSAGES.tooFarAhead, { value: days }));
    expect(ahead(200)).toBe(`يُفتح الحجز قبل ${n(200)} يوم على الأكثر.`);
    expect(ahead(90)).toBe(`يُفتح الحجز قبل ${n(90)} يومًا على الأكثر.`);
    expect(ahead(90, 'tr')).toBe(`Rezervasyonlar en fazla ${n(90)} gün öncesinden yapılabilir.`);
    expect(ahead(365, 'ar')).toBe('تُفتح الحجوزات قبل 365 يومًا كحد أقصى');

    // The guests a stay takes (1 to 20): the number the API gives, kept left to right.
    expect(say('ar', fillTemplate(STAY_MESSAGES.guestsRange, { value: 20 }))).toBe(`يرجى اختيار عدد ضيوف بين 1 و${n(20)}.`);
  });

  it("a screen of one kind of booking (a hotel stay's checkout) says a text that kind shares with another (365 days ahead) in its own kind's words", () => {
    const stay = (language: string, message: string) => refusalText(i18n.getFixedT(language, CHECKOUT_NS), message, {}, 'stay');
    const latest = fillTemplate(STAY_MESSAGES.tooFarAhead, { value: 365 });
    expect(stay('ar', latest)).toBe(`يُفتح الحجز قبل ${n(365)} يومًا على الأكثر.`);
    expect(stay('tr', latest)).toBe(`Rezervasyonlar en fazla ${n(365)} gün öncesinden yapılabilir.`);
    expect(stay('en', latest)).toBe(`Bookings open at most ${n(365)} days ahead.`);
    // Any other kind's refusal is said as ever.
    expect(stay('tr', TRANSFER_MESSAGES.pickupInPast)).toBe('Alış tarihi geçmişte olamaz');
    expect(stay('ar', STAY_MESSAGES.pastCheckIn)).toBe('لا يمكن أن يكون تاريخ الوصول في الماضي.');
  });
});
