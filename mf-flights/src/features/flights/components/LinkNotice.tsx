import styled from 'styled-components';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { LinkNoticeBox } from '@trabzon/ui';
import { MAX_PASSENGERS, MIN_PASSENGERS, type FlightSearch, type LinkPart } from '../model/search';
import { FLIGHTS_NS } from '../i18n';

const Box = styled(LinkNoticeBox)`
  margin-block: 0 ${({ theme }) => theme.space(3)};
`;

interface LinkNoticeProps {
  /** The parts of the link that could not be used; none shows nothing. */
  parts: readonly LinkPart[];
  /** The search used instead, whose values the notice names. */
  search: FlightSearch;
}

/**
 * Says which part of a search link could not be used and what is used instead (the form shows the
 * same values). The status region stays in the page while it is empty, so a screen reader reads
 * the notice when it appears.
 */
export function LinkNotice({ parts, search }: LinkNoticeProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const airport = (code: string) => `${t(`search.cities.${code}`, { defaultValue: code })} (${code})`;
  const day = (value: string) => formatDate(value, i18n.language);
  const sentence = (part: LinkPart, used: FlightSearch): string => {
    switch (part) {
      case 'airports':
        return t('linkNotice.airports', { from: airport(used.originCode), to: airport(used.destinationCode) });
      case 'dates':
        return t('linkNotice.dates', {
          dates: used.tripType === 'roundTrip' ? `${day(used.departureDate)} – ${day(used.returnDate)}` : day(used.departureDate),
        });
      case 'passengers':
        return t('linkNotice.passengers', {
          min: MIN_PASSENGERS,
          max: MAX_PASSENGERS,
          passengers: t('search.passengerCount', { count: used.passengers }),
        });
      case 'cabin':
        return t('linkNotice.cabin', { cabin: t(`cabins.${used.cabinClass}`) });
      case 'trip':
        return t('linkNotice.trip', { trip: t(used.tripType === 'oneWay' ? 'search.oneWay' : 'search.roundTrip') });
    }
  };
  return (
    <div role="status" data-testid="flight-link-notice">
      {parts.length > 0 && <Box>{parts.map((part) => sentence(part, search)).join(' ')}</Box>}
    </div>
  );
}
