import styled from 'styled-components';
import { useTranslation } from '@trabzon/i18n';
import { localTime } from '../model/offers';
import { FLIGHTS_NS } from '../i18n';

/* One unit on one line: a narrow screen broke "+1 gün" / "+1 يوم" at its space, or moved it away from its time. */
const Unit = styled.span`
  white-space: nowrap;
`;

interface ArrivalTimeProps {
  /** The local arrival time, as the provider writes it. */
  at: string;
  /** Days after the departure's day (0: the same day, no marker; -1: the day before, across the date line). */
  shift: number;
  /** The time's own class (the result card's large digits). */
  className?: string;
}

/** An arrival time and its "+1 day" (or, landing on the calendar day before, "−1 day") marker, kept together. */
export function ArrivalTime({ at, shift, className }: ArrivalTimeProps) {
  const { t } = useTranslation(FLIGHTS_NS);
  return (
    <Unit data-testid="arrival-time">
      <span className={className} dir="ltr">
        {localTime(at)}
      </span>
      {/* Sign, number and unit are all text, read aloud as shown: the minus sign (U+2212), unlike a hyphen, is spoken. */}
      {shift !== 0 && <sup>{t(shift > 0 ? 'results.nextDay' : 'results.previousDay', { count: Math.abs(shift) })}</sup>}
    </Unit>
  );
}
