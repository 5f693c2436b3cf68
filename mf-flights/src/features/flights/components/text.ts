import { useTranslation } from '@trabzon/i18n';
import { FLIGHTS_NS } from '../i18n';

/** "1 h 55 min" from minutes; stops as "Direct" or "N stops". */
export function useFlightText() {
  const { t } = useTranslation(FLIGHTS_NS);
  return {
    duration: (minutes: number) => t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
    stops: (count: number) => (count === 0 ? t('results.direct') : t('results.stopCount', { count })),
  };
}
