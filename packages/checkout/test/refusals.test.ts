import { describe, expect, it } from 'vitest';
import { BOOKING_REFUSALS } from '@trabzon/contracts/booking-refusals';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

type Texts = Record<string, Record<string, string>>;

describe("the checkout's texts for the API's booking refusals", () => {
  it("has one for every refusal in each language; the English one is the API's own", () => {
    for (const [kind, texts] of Object.entries(BOOKING_REFUSALS)) {
      for (const [key, text] of Object.entries(texts)) {
        const id = `${kind}.${key}`;
        const of = (locale: { refusals: Texts }) => locale.refusals[kind]?.[key];
        expect({ id, en: of(en) }).toEqual({ id, en: text });
        expect({ id, tr: Boolean(of(tr)?.trim()), ar: Boolean(of(ar)?.trim()) }).toEqual({ id, tr: true, ar: true });
      }
    }
  });
});
