import { useEffect, useRef } from 'react';
import { Link, useParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError } from '@trabzon/api-client';
import { serviceKind } from '@trabzon/contracts/booking-service';
import { Card, ErrorPanel, Muted, Page, PageTitle, Spinner, usePageTitle } from '@trabzon/ui';
import { Trans, useTranslation } from '@trabzon/i18n';
import { bookingDates, bookingDatesLabel } from '../components/dates';
import { useConfirmHold } from '../queries/useConfirmHold';
import { Facts } from '../components/Facts';
import { LtrText } from '../components/LtrText';
import { serviceName } from '../components/service';
import { PartyFact } from '../components/PartyFact';
export { bookingsTextsReady as ready } from '../texts';

/**
 * Where an unpaid booking is paid, by kind (the payment step's words): a table's bill at the
 * restaurant (the reservation itself is free), a ride to its driver, a car at its pick-up, a stay at the property.
 */
const PAY_LATER_KEYS: Record<string, string> = {
  restaurant: 'detail.freeReservation',
  transfer: 'hold.payDriver',
  taxi: 'hold.payDriver',
  'car-rental': 'hold.payAtPickup',
};
const payLaterKey = (booking: { type: string; details?: Record<string, unknown> | null }) =>
  PAY_LATER_KEYS[serviceKind(booking)] ?? 'hold.payAtProperty';

const Box = styled(Card)`
  max-width: 640px;
  margin-inline: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

const Reference = styled.code`
  font-size: ${({ theme }) => theme.fontSize.xl}px;
  font-weight: 700;
  letter-spacing: 0.04em;
  user-select: all;
`;

/**
 * /bookings/confirm/:token: the page the e-mail of a guest's pay-at-the-property booking links to.
 * It confirms the hold (public: the token is the proof) and shows the booking, or says the link is
 * invalid or lapsed. The outcome's heading takes the focus.
 */
export function ConfirmHoldPage() {
  const { t, i18n } = useTranslation('bookings');
  const { token = '' } = useParams();
  const query = useConfirmHold(token);
  const failure = query.isError ? describeApiError(query.error) : null;
  // Any 400 (the API's HOLD_LINK_INVALID, or a token of the wrong shape) means this link will never work.
  const state = failure ? (failure.status === 400 ? 'invalid' : 'failed') : query.isSuccess ? 'confirmed' : 'loading';
  usePageTitle(state === 'confirmed' ? t('hold.confirmedTitle') : state === 'invalid' ? t('hold.invalidTitle') : t('hold.title'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state !== 'loading') heading.current?.focus();
  }, [state]);

  if (state === 'loading') {
    return (
      <Page data-testid="hold-confirm" data-state="loading" aria-busy="true">
        <PageTitle>{t('hold.title')}</PageTitle>
        <Spinner />
      </Page>
    );
  }
  if (state === 'failed') {
    return (
      <Page data-testid="hold-confirm" data-state="failed">
        <PageTitle ref={heading} tabIndex={-1}>
          {t('hold.title')}
        </PageTitle>
        <ErrorPanel title={t('hold.failed')} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  if (state === 'invalid' || !query.data) {
    return (
      <Page data-testid="hold-confirm" data-state="invalid">
        <Box as="section" aria-labelledby="hold-heading">
          <PageTitle id="hold-heading" ref={heading} tabIndex={-1}>
            {t('hold.invalidTitle')}
          </PageTitle>
          <p>{t('hold.invalid')}</p>
          <Link to="/">{t('hold.home')}</Link>
        </Box>
      </Page>
    );
  }

  const booking = query.data;
  // What was booked, in the reader's language where the booking kept it (a hotel and its room, a restaurant).
  const place = serviceName(booking, i18n.language);
  return (
    <Page data-testid="hold-confirm" data-state="confirmed" data-reference={booking.reference}>
      <Box as="section" aria-labelledby="hold-heading" role="status">
        <PageTitle id="hold-heading" ref={heading} tabIndex={-1}>
          {t('hold.confirmedTitle')}
        </PageTitle>
        <p>
          <Trans t={t} i18nKey="hold.confirmed" components={{ email: <LtrText>{booking.contact.email}</LtrText> }} />
        </p>
        <Facts>
          <dt>{t('list.reference')}</dt>
          <dd>
            <Reference dir="ltr" data-testid="hold-reference">
              {booking.reference}
            </Reference>
          </dd>
          <dt>{t('detail.service')}</dt>
          <dd data-testid="hold-service">
            {t(`types.${booking.type}`)}
            {place && ` · ${place}`}
          </dd>
          <dt>{t(bookingDatesLabel(booking))}</dt>
          <dd data-testid="hold-dates">{bookingDates(booking, i18n.language)}</dd>
          <PartyFact booking={booking} />
        </Facts>
        <Muted data-testid="hold-payment">{t(payLaterKey(booking))}</Muted>
        <Link to="/">{t('hold.home')}</Link>
      </Box>
    </Page>
  );
}
