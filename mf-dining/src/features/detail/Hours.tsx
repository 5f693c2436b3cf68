import styled from 'styled-components';
import type { WeekHours } from '@trabzon/api-client';
import { useTranslation } from '@trabzon/i18n';
import { Badge } from '../../components/Bits';
import { closesAfterMidnight, openState } from '../../lib/hours';
import { DINING_NS } from '../../lib/query';

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 420px;
  td,
  th {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    text-align: start;
    font-weight: 400;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='date'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 700;
  }
  tr[aria-current='date'] th {
    font-weight: 700;
  }
`;

/** Monday first, as Turkish calendars show it. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

/** The week's hours with today (Istanbul) highlighted, and whether it is open now. */
export function Hours({ hours }: { hours: WeekHours }) {
  const { t, i18n } = useTranslation(DINING_NS);
  const state = openState(hours);
  // 2023-01-01 was a Sunday: weekday names in the visitor's language, without translations to keep.
  const dayName = (day: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
  return (
    <div>
      <p data-testid="open-state">
        {state.open ? (
          <Badge $tone="success">{t('hours.openNow', { time: state.until })}</Badge>
        ) : (
          <Badge $tone="accent">{t('hours.closedNow')}</Badge>
        )}
      </p>
      <Table>
        <tbody>
          {ORDER.map((day) => {
            const h = hours[day];
            return (
              <tr
                key={day}
                aria-current={day === state.today ? 'date' : undefined}
                data-testid={day === state.today ? 'hours-today' : undefined}
              >
                <th scope="row">
                  {dayName(day)}
                  {day === state.today && <span className="visually-hidden"> ({t('hours.today')})</span>}
                </th>
                <td dir="ltr">
                  {h ? `${h.open} – ${h.close}${closesAfterMidnight(h) ? ` (${t('hours.nextDay')})` : ''}` : t('hours.closed')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
