import { addNamespaceLoader } from '@trabzon/i18n';
import { DINING_NS } from './lib/query';

/** This remote's texts, a chunk per language; exported by its exposed modules as `ready` (see addNamespaceLoader). */
export const textsReady: Promise<void> = addNamespaceLoader(
  DINING_NS,
  (language) => import(/* webpackChunkName: "texts-[request]" */ `./locales/${language}.json`),
);
