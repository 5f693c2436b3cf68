import { addNamespaceLoader } from '@trabzon/i18n';
import type { Language } from '@trabzon/stores';

/** This remote's i18next namespace. */
export const HOTELS_NS = 'hotels';

type Texts = { default: Record<string, unknown> };

// A stay's refusals are worded once, with the checkout's (`apiErrors` takes them); each language's in
// that language's texts chunk (the same chunk name), so a page still makes one request for its texts.
const stayRefusals: Record<Language, () => Promise<Texts>> = {
  en: () => import(/* webpackChunkName: "texts-en-json" */ '@trabzon/checkout/stay-refusals/en'),
  tr: () => import(/* webpackChunkName: "texts-tr-json" */ '@trabzon/checkout/stay-refusals/tr'),
  ar: () => import(/* webpackChunkName: "texts-ar-json" */ '@trabzon/checkout/stay-refusals/ar'),
};

/** The remote's texts in `language`, a stay's refusals among its `apiErrors`. */
export async function loadHotelsTexts(language: Language): Promise<Texts> {
  const [own, stay] = await Promise.all([
    import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`) as Promise<Texts>,
    stayRefusals[language](),
  ]);
  const apiErrors = own.default.apiErrors as Record<string, unknown>;
  return { default: { ...own.default, apiErrors: { ...apiErrors, ...stay.default } } };
}

/** This remote's texts, a chunk per language; exported by its exposed modules as `ready` (see addNamespaceLoader). */
export const textsReady: Promise<void> = addNamespaceLoader(HOTELS_NS, loadHotelsTexts);
