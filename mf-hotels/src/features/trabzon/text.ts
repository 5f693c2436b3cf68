import { useCallback } from 'react';
import { formatCountry, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import type { OfferFeature } from './model';

/** "BAR or LOUNGE" → "BAR_OR_LOUNGE": provider codes as translation keys. */
export const codeKey = (code: string) =>
  code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** "GUARDED_PARKG" → "Guarded parkg": what a code we have no text for reads like. */
export const humanize = (code: string) => {
  const words = code
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Country names in the reader's language ("TR" → "Türkiye" / "Turkey" / "تركيا"), else the code. */
export function countryName(code: string, language: string): string {
  return formatCountry(code, language);
}

/** Translators for the provider's codes: amenities, room types and offer features. */
export function useProviderText() {
  const { t } = useTranslation(HOTELS_NS);
  const amenity = useCallback((code: string) => t(`trabzon.amenities.${codeKey(code)}`, { defaultValue: humanize(code) }), [t]);
  const roomType = useCallback((code: string) => t(`trabzon.roomTypes.${codeKey(code)}`, { defaultValue: humanize(code) }), [t]);
  const feature = useCallback(
    (item: OfferFeature) => {
      if (item.key === 'beds') {
        const type = String(item.values?.type ?? '');
        return t('trabzon.features.beds', {
          count: Number(item.values?.count ?? 1),
          type: t(`trabzon.bedTypes.${codeKey(type)}`, { defaultValue: humanize(type) }),
        });
      }
      return t(`trabzon.features.${item.key}`, { ...item.values, defaultValue: humanize(item.key.split('.').pop() ?? item.key) });
    },
    [t],
  );
  return { amenity, roomType, feature };
}
