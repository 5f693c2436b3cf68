import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import tr from '../src/locales/tr.json';
import ar from '../src/locales/ar.json';

/** The example number in the phone field's hint: "+90 532 000 00 00" with no-break spaces. */
const NUMBER = '+90\u00a0532\u00a0000\u00a000\u00a000';

describe("the phone field's hint", () => {
  it.each([
    ['en', en],
    ['tr', tr],
  ])('%s: the example number never breaks across lines', (_language, texts) => {
    expect(texts.contact.phoneHint).toContain(NUMBER);
  });

  it('ar: the example number is one left-to-right unit (an isolate) that never breaks, so its plus sign stays in front', () => {
    expect(ar.contact.phoneHint).toContain(`\u2066${NUMBER}\u2069`);
  });
});
