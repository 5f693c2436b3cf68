import { formatCity, formatCountry, useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../i18n';

/** "City, Country" of a hotel in the page's language: both names translated where the site knows them. */
export function usePlaceText(address: { city: string; country: string }): string {
  const { t, i18n } = useTranslation(HOTELS_NS);
  return t('card.place', {
    city: formatCity(address.city, i18n.language),
    country: formatCountry(address.country, i18n.language),
  });
}
