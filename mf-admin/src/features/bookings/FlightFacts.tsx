import { formatAirline, formatDate, useTranslation } from '@trabzon/i18n';
import { routeArrow } from '@trabzon/contracts/line-labels';
import { flightCabin, flightSegments, type FlightSegment } from '@trabzon/contracts/booking-service';
import { travellerDocuments, type TravellerDocument } from './flight';

/** A local date-time as stored ("2026-12-10T08:30:00"): its day and clock time at that airport, never shifted to another zone. */
function localTime(at: string, language: string): string {
  return at ? `${formatDate(at.slice(0, 10), language)} ${at.slice(11, 16)}` : '';
}

/**
 * "Turkish Airlines TK2831 TZX Dec 13, 2030 13:45 → IST Dec 13, 2030 15:50", the arrow pointing the way the page reads
 * (as RouteText draws a route: "←" in Arabic, read from the right). Each airport and each time is its own
 * isolate: one isolate per end (RouteText takes texts) would run "TZX" and an Arabic date left to right together.
 */
function Segment({ segment, language, arrow }: { segment: FlightSegment; language: string; arrow: string }) {
  return (
    <div>
      {segment.airline && (
        <>
          <bdi>{formatAirline(segment.airline)}</bdi>{' '}
        </>
      )}
      {segment.flightNumber && (
        <>
          <bdi dir="ltr">{segment.flightNumber}</bdi>{' '}
        </>
      )}
      <bdi dir="ltr">{segment.from}</bdi> <bdi>{localTime(segment.departureAt, language)}</bdi> {arrow} <bdi dir="ltr">{segment.to}</bdi>{' '}
      <bdi>{localTime(segment.arrivalAt, language)}</bdi>
    </div>
  );
}

function Document({ traveller }: { traveller: TravellerDocument }) {
  const { t, i18n } = useTranslation('adminBookings');
  const parts = [
    traveller.dateOfBirth && t('flight.born', { date: formatDate(traveller.dateOfBirth, i18n.language) }),
    traveller.nationality && t('flight.nationality', { code: traveller.nationality }),
    traveller.documentNumberLast4 &&
      t('flight.document', {
        type: t(`flight.documentTypes.${traveller.documentType === 'idCard' ? 'idCard' : 'passport'}`),
        last4: traveller.documentNumberLast4,
      }),
    traveller.documentExpiry && t('flight.expires', { date: formatDate(traveller.documentExpiry, i18n.language) }),
  ].filter(Boolean);
  return (
    <div data-testid="drawer-document">
      <bdi>{traveller.name}</bdi>
      {traveller.lead && ` (${t('flight.lead')})`}
      {parts.length > 0 && `: ${parts.join(' · ')}`}
    </div>
  );
}

/** A flight's cabin class, its legs (local times), the airline's reference and the travellers' documents: rows of the drawer's facts list. */
export function FlightFacts({ details, leadName }: { details: Record<string, unknown>; leadName: string }) {
  const { t, i18n } = useTranslation('adminBookings');
  const reference = typeof details.providerReference === 'string' ? details.providerReference : '';
  const documents = travellerDocuments(details, leadName);
  const cabin = flightCabin(details);
  const arrow = routeArrow(i18n.language);
  const leg = (key: 'outbound' | 'inbound') => {
    const segments = flightSegments(details, key).filter((segment) => segment.from && segment.to);
    if (segments.length === 0) return null;
    return (
      <>
        <dt>{t(`flight.${key}`)}</dt>
        <dd data-testid={`drawer-${key}`}>
          {segments.map((segment, index) => (
            <Segment key={index} segment={segment} language={i18n.language} arrow={arrow} />
          ))}
        </dd>
      </>
    );
  };
  return (
    <>
      {cabin && (
        <>
          <dt>{t('flight.cabin')}</dt>
          <dd data-testid="drawer-cabin">{t(`flight.cabins.${cabin}`)}</dd>
        </>
      )}
      {leg('outbound')}
      {leg('inbound')}
      {reference && (
        <>
          <dt>{t('flight.reference')}</dt>
          <dd data-testid="drawer-airline-reference">
            <bdi dir="ltr">{reference}</bdi>
          </dd>
        </>
      )}
      {documents.length > 0 && (
        <>
          <dt>{t('flight.documents')}</dt>
          <dd>
            {documents.map((traveller, index) => (
              <Document key={index} traveller={traveller} />
            ))}
          </dd>
        </>
      )}
    </>
  );
}
