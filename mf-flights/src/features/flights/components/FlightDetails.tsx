import styled from 'styled-components';
import type { FlightDictionaries, FlightOffer } from '@trabzon/api-client';
import { formatDate, formatPrice, isolateLtr, useTranslation } from '@trabzon/i18n';
import { Button } from '@trabzon/ui';
import {
  airlineCodes,
  bagsBySegment,
  carrierName,
  dayShift,
  ends,
  localDate,
  localTime,
  maxStops,
  parseIsoDuration,
  priceBreakdown,
  stopsOf,
} from '../model/offers';
import { FLIGHTS_NS } from '../i18n';
import { ArrivalTime } from './ArrivalTime';
import { Arrow } from './RecentSearches';
import { useFlightText } from './text';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md}px;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

/* The space between a label and its amount is the amount's own (padding), not a column gap: the
   total's rule, drawn on both, then runs unbroken across the row. */
const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space(1)};
  column-gap: 0;
  margin: 0;
  dd {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    padding-block-start: ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

interface FlightDetailsProps {
  offer: FlightOffer;
  dictionaries: FlightDictionaries | undefined;
  onBack: () => void;
  onContinue: () => void;
}

/** The details modal's content: price breakdown, itineraries, baggage per segment, duration, airlines, stops. */
export function FlightDetails({ offer, dictionaries, onBack, onContinue }: FlightDetailsProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const text = useFlightText();
  const price = priceBreakdown(offer);
  const money = (amount: number) => formatPrice(amount, i18n.language, price.currency);
  const bags = bagsBySegment(offer);
  const stops = maxStops(offer);

  return (
    <div data-testid="flight-details">
      <Section>
        <h3>{t('details.price')}</h3>
        <Breakdown>
          <dt>{t('details.baseFare')}</dt>
          <dd data-testid="detail-base">{money(price.base)}</dd>
          <dt>{t('details.taxes')}</dt>
          <dd data-testid="detail-taxes">{money(price.taxesAndFees)}</dd>
          <dt className="total">{t('details.total')}</dt>
          <dd className="total" data-testid="detail-total">
            {money(price.total)}
          </dd>
        </Breakdown>
      </Section>

      {offer.itineraries.map((it, index) => {
        const minutes = parseIsoDuration(it.duration);
        return (
          <Section key={index}>
            <h3>
              {t(index === 0 ? 'results.outbound' : 'results.return')} ·{' '}
              {formatDate(localDate(ends(it)?.first.departure.at ?? ''), i18n.language)}
            </h3>
            <ul>
              {it.segments.map((s, i) => (
                <li key={i}>
                  <span dir="ltr">{localTime(s.departure.at)}</span> <bdi>{s.departure.iataCode}</bdi> <Arrow />{' '}
                  {/* An overnight segment says so, as the result card does ("+1 day"). */}
                  <ArrivalTime at={s.arrival.at} shift={dayShift(s.departure.at, s.arrival.at)} />{' '}
                  {/* The carrier's name and the flight number are each isolated as a Latin run of their own,
                      so an Arabic line never reorders them around the "·" ("Turkish · … Airlines"). */}
                  <bdi>{s.arrival.iataCode}</bdi> · <bdi>{carrierName(s.carrierCode, dictionaries)}</bdi> ·{' '}
                  {t('details.flight', { number: isolateLtr(`${s.carrierCode}${s.number}`) })}
                </li>
              ))}
            </ul>
            <p>
              {t('details.duration')}: {minutes !== null ? text.duration(minutes) : '—'} · {t('details.stops')}:{' '}
              {text.stops(stopsOf(offer, index))}
            </p>
          </Section>
        );
      })}

      <Section>
        <h3>{t('details.baggage')}</h3>
        <ul data-testid="detail-bags">
          {bags.map((b) => (
            <li key={b.segmentId}>
              <bdi>{b.from}</bdi> <Arrow /> <bdi>{b.to}</bdi>:{' '}
              {b.bags === null
                ? t('details.noBags')
                : 'quantity' in b.bags
                  ? t('details.bagPieces', { count: b.bags.quantity })
                  : t('details.bagWeight', { weight: b.bags.weight, unit: b.bags.unit })}
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <p>
          {t('details.airlines')}:{' '}
          {airlineCodes(offer)
            .map((c) => carrierName(c, dictionaries))
            .join(', ')}{' '}
          · {t('details.stops')}: {text.stops(stops)}
        </p>
      </Section>

      <Actions>
        <Button type="button" $variant="secondary" onClick={onBack} data-testid="flight-back">
          {t('details.back')}
        </Button>
        <Button type="button" onClick={onContinue} data-testid="flight-continue">
          {t('details.continue')}
        </Button>
      </Actions>
    </div>
  );
}
