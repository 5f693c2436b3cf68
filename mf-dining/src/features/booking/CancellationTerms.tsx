import { FormMessage, Muted } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { DINING_NS } from '../../lib/query';

/**
 * When the table can be cancelled online, from the quote's `cancellableUntil` (24 hours before the
 * table, the API's rule); the rule itself while the quote is not there. A table for later today
 * cannot be cancelled online at all: said plainly, before the visitor confirms.
 */
export function CancellationTerms({ cancellableUntil }: { cancellableUntil: string | null | undefined }) {
  const { t, i18n } = useTranslation(DINING_NS);
  if (cancellableUntil === undefined) return <Muted data-testid="cancellation-terms">{t('booking.terms.rule')}</Muted>;
  if (cancellableUntil === null || Date.parse(cancellableUntil) <= Date.now()) {
    return (
      <FormMessage $tone="info" data-testid="cancellation-terms">
        {t('booking.terms.none')}
      </FormMessage>
    );
  }
  const date = formatDateTime(cancellableUntil, i18n.language, { withZone: true });
  return <Muted data-testid="cancellation-terms">{t('booking.terms.until', { date })}</Muted>;
}
