import { describe, expect, it } from 'vitest';
import { OUTBOX_KINDS } from '@trabzon/contracts/constants';
import en from '../../../src/features/settings/locales/en.json';
import tr from '../../../src/features/settings/locales/tr.json';
import ar from '../../../src/features/settings/locales/ar.json';

describe('Settings → Notifications outbox', () => {
  it.each([
    ['en', en],
    ['tr', tr],
    ['ar', ar],
  ])('names every kind of mail the API sends in %s', (_language, texts) => {
    const kinds = texts.outbox.kinds as Record<string, string | undefined>;
    // OUTBOX_KINDS types the API's Mail.kind, so a kind the API sends is on the list.
    for (const kind of OUTBOX_KINDS) expect(kinds[kind]?.trim(), kind).toBeTruthy();
  });
});
