import { describe, expect, it } from 'vitest';

describe('i18n start-up', () => {
  it('keeps namespaces added before init and serves them after', async () => {
    const { addTranslations, initI18n, i18n } = await import('../src/index');
    addTranslations('early', { en: { hello: 'Hello' }, tr: { hello: 'Merhaba' }, ar: { hello: 'مرحبا' } });
    await initI18n();
    expect(i18n.t('early:hello', { lng: 'tr' })).toBe('Merhaba');
    addTranslations('late', { en: { bye: 'Bye' }, tr: { bye: 'Hoşça kal' }, ar: { bye: 'وداعًا' } });
    expect(i18n.t('late:bye', { lng: 'ar' })).toBe('وداعًا');
    expect(i18n.t('late:bye', { lng: 'fr' })).toBe('Bye');
  });
});
