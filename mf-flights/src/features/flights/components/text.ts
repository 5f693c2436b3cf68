import { useTranslation } from '@trabzon/i18n';
import { FLIGHTS_NS } from '../i18n';

/** The part of a duration to leave out: "7 h", not "7 h 0 min"; "45 min", not "0 h 45 min". */
const durationContext = (hours: number, minutes: number) => (minutes === 0 ? 'hours' : hours === 0 ? 'minutes' : undefined);

/** "1 h 55 min", "7 h" or "45 min" from minutes; stops as "Direct" or "N stops". */
export function useFlightText() {
  const { t } = useTranslation(FLIGHTS_NS);
  const duration = (total: number) => {
    const [hours, minutes] = [Math.floor(total / 60), total % 60];
    return t('duration', { hours, minutes, context: durationContext(hours, minutes) });
  };
  return {
    duration,
    stops: (count: number) => (count === 0 ? t('results.direct') : t('results.stopCount', { count })),
  };
}
