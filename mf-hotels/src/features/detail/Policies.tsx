import styled from 'styled-components';
import type { HotelDetail } from '@trabzon/api-client';
import { FactList } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
  p {
    margin: 0;
  }
`;

/**
 * Check-in and check-out, cancellation, house rules and payment. A hotel without its own texts
 * gets the agency's defaults (spec section 9).
 */
export function Policies({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(HOTELS_NS);
  const cancellation = hotel.cancellationPolicy.trim() || t('policies.defaultCancellation');
  const rules = hotel.rules.filter((rule) => rule.trim());
  const payments = hotel.paymentOptions.map((option) => option.name).filter((name) => name.trim());
  const defaultRules = [t('policies.defaultRules.smoking'), t('policies.defaultRules.pets'), t('policies.defaultRules.quiet')];
  const defaultPayments = [t('policies.defaultPayment.cards'), t('policies.defaultPayment.cash')];
  return (
    <Grid data-testid="hotel-policies">
      <div>
        <h3>{t('policies.times')}</h3>
        <FactList>
          <dt>{t('policies.checkIn')}</dt>
          <dd>{t('policies.from', { time: hotel.checkInTime || '14:00' })}</dd>
          <dt>{t('policies.checkOut')}</dt>
          <dd>{t('policies.until', { time: hotel.checkOutTime || '12:00' })}</dd>
        </FactList>
      </div>
      <div>
        <h3>{t('policies.cancellation')}</h3>
        <p>{cancellation}</p>
      </div>
      <div>
        <h3>{t('policies.rules')}</h3>
        <ul>
          {(rules.length ? rules : defaultRules).map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>{t('policies.payment')}</h3>
        <ul>
          {(payments.length ? payments : defaultPayments).map((payment) => (
            <li key={payment}>{payment}</li>
          ))}
        </ul>
      </div>
    </Grid>
  );
}
