import { addNamespaceLoader } from '@trabzon/i18n';

/** This remote's i18next namespace. */
export const PACKAGES_NS = 'packages';

/** This remote's texts, a chunk per language; exported by its exposed modules as `ready` (see addNamespaceLoader). */
export const textsReady: Promise<void> = addNamespaceLoader(
  PACKAGES_NS,
  (language) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`),
);
