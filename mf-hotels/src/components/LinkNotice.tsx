import styled from 'styled-components';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { LinkNoticeBox } from '@trabzon/ui';
import { HOTELS_NS } from '../i18n';
import { MAX_NIGHTS } from '../lib/dates';
import type { ReplacedLinkValues } from '../lib/linkValues';

/** Spaced from what follows too: the list's filters, the Trabzon search form. */
const Notice = styled(LinkNoticeBox)`
  margin-block: ${({ theme }) => theme.space(3)};
`;

/** Where the screen shows the values it uses instead. */
export type LinkValuesShownIn = 'filters' | 'panel' | 'form';

const SHOWN_IN_KEY = {
  filters: 'linkNotice.shownInFilters',
  panel: 'linkNotice.shownInPanel',
  form: 'linkNotice.shownInForm',
} as const;

interface LinkNoticeProps {
  replaced: ReplacedLinkValues;
  /** The most guests the screen takes (the guests select's last option). */
  maxGuests: number;
  shownIn: LinkValuesShownIn;
  /** The last check-in the screen takes, given when the link's was after it: said instead of the dates' rule. */
  lastCheckIn?: string;
}

/**
 * Tells the visitor that the dates or guests of the link they followed could not be used (a past,
 * malformed or too distant date, too many guests…) and that the screen shows the ones it uses instead.
 */
export function LinkNotice({ replaced, maxGuests, shownIn, lastCheckIn }: LinkNoticeProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  if (!replaced.dates && !replaced.guests) return null;
  const dates = lastCheckIn
    ? t('linkNotice.checkInTooFar', { date: formatDate(lastCheckIn, i18n.language) })
    : t('linkNotice.dates', { value: MAX_NIGHTS });
  const sentences = [
    replaced.dates && dates,
    replaced.guests && t('linkNotice.guests', { value: maxGuests }),
    t(SHOWN_IN_KEY[shownIn]),
  ].filter(Boolean);
  return (
    <Notice role="status" data-testid="link-notice" data-dates={replaced.dates} data-guests={replaced.guests}>
      {sentences.join(' ')}
    </Notice>
  );
}
