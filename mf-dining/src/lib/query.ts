import { useTranslation } from '@trabzon/i18n';

/** The namespace of every text of this remote. */
export const DINING_NS = 'dining';

/** The active language, for query keys (a change of language refetches). */
export function useLanguage(): string {
  return useTranslation(DINING_NS).i18n.language;
}
