import { FormMessage } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { PACKAGE_BOOKING_WINDOW_DAYS, PACKAGE_GUESTS_MAX } from '@trabzon/contracts/constants';
import { PACKAGES_NS } from '../../i18n';
import type { ReplacedLinkValues } from './useStartSelection';

/**
 * Tells the visitor that the start date or guests of the link they followed could not be used (a
 * past day, a day with no departure, too many guests…) and where the values used instead are,
 * rather than changing them quietly.
 */
export function LinkNotice({ replaced }: { replaced: ReplacedLinkValues }) {
  const { t } = useTranslation(PACKAGES_NS);
  if (!replaced.startDate && !replaced.guests) return null;
  const sentences = [
    replaced.startDate && t('linkNotice.startDate', { window: t('card.days', { count: PACKAGE_BOOKING_WINDOW_DAYS }) }),
    replaced.guests && t('linkNotice.guests', { value: PACKAGE_GUESTS_MAX }),
  ].filter(Boolean);
  return (
    <FormMessage $tone="info" data-testid="link-notice" data-start-date={replaced.startDate} data-guests={replaced.guests}>
      {sentences.join(' ')}
    </FormMessage>
  );
}
