import { useCallback } from 'react';
import { formatCountry, useTranslation } from '@trabzon/i18n';
import { codeKey, humanize, roomCategoryNames } from '@trabzon/contracts/provider-rooms';
import { HOTELS_NS } from '../../i18n';
import type { OfferFeature } from './model';

/** Country names in the reader's language ("TR" → "Türkiye" / "Turkey" / "تركيا"), else the code. */
export function countryName(code: string, language: string): string {
  return formatCountry(code, language);
}

/** Translators for the provider's codes: amenities, room types and offer features. */
export function useProviderText() {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const amenity = useCallback((code: string) => t(`trabzon.amenities.${codeKey(code)}`, { defaultValue: humanize(code) }), [t]);
  // The names the API gives a booking of the room too (one table for both, in @trabzon/contracts).
  const roomType = useCallback(
    (code: string) => {
      const names = roomCategoryNames(code);
      return names[i18n.language as 'en' | 'tr' | 'ar'] ?? names.en;
    },
    [i18n.language],
  );
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
