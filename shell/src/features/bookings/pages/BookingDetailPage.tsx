import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError } from '@trabzon/api-client';
import { BackArrow, Button, Card, ErrorPanel, FormMessage, Muted, Page, PageTitle, Spinner, usePageTitle } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { PriceSummary } from '@trabzon/checkout';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { cardBrandName } from '@trabzon/contracts/validation';
import { otherTravellers, routeOf, serviceName } from '../components/service';
import { StatusBadge } from '../components/StatusBadge';
import { ContactAgency } from '../components/ContactAgency';
import { bookingDates } from '../components/dates';
import { useBooking } from '../queries/useBooking';
import { useCancelBooking } from '../queries/useCancelBooking';
import { Facts } from '../components/Facts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg}px;
  }
`;

const Reference = styled.code`
  font-size: ${({ theme }) => theme.fontSize.xl}px;
  font-weight: 700;
  letter-spacing: 0.04em;
  user-select: all;
`;

/** /bookings/:id: the whole booking, and the cancel action while free cancellation lasts. */
export function BookingDetailPage() {
  const { t, i18n } = useTranslation('bookings');
  const { id = '' } = useParams();
  const query = useBooking(id);
  usePageTitle(query.data ? t('detail.title', { reference: query.data.reference }) : t('list.title'));
  const cancelBooking = useCancelBooking(id);
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const backToCancel = useRef(false);
  const keepBooking = () => {
    backToCancel.current = true;
    setConfirming(false);
  };
  // The question takes focus on its safe answer, and Escape puts it away; focus then goes back to the button.
  useEffect(() => {
    if (!confirming) {
      if (backToCancel.current) cancelButton.current?.focus();
      backToCancel.current = false;
      return;
    }
    keepButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      backToCancel.current = true;
      setConfirming(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [confirming]);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The outcome takes the focus: the buttons that had it are gone, and focusing it has it read out.
  const messageBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) messageBox.current?.focus();
  }, [message]);
  const failure = query.isError && !query.isFetching ? describeApiError(query.error) : null;
  const state = failure ? (failure.status === 404 ? 'missing' : 'failed') : query.isSuccess ? 'ready' : 'loading';

  const doCancel = async () => {
    setMessage(null);
    try {
      await cancelBooking.mutateAsync();
      setConfirming(false);
      // Nothing was paid for a free table, or at the property before arrival: no refund to promise.
      const paid = query.data?.payment.method === 'creditCard' && (query.data?.total ?? 0) > 0;
      setMessage({ tone: 'success', text: t(paid ? 'detail.cancelled' : 'detail.cancelledUnpaid') });
    } catch (error) {
      const text = describeApiError(error).status === 409 ? t('detail.notCancellable') : t('detail.cancelFailed');
      setConfirming(false);
      setMessage({ tone: 'error', text });
    }
  };

  if (state === 'loading') return <Spinner />;
  if (state !== 'ready' || !query.data) {
    return (
      <Page data-testid="booking-detail" data-state={state}>
        <Link to="/bookings">
          <BackArrow />
          {t('detail.back')}
        </Link>
        <PageTitle style={{ marginBlockStart: 16 }}>{state === 'missing' ? t('detail.notFound') : t('detail.loadFailed')}</PageTitle>
        {state === 'failed' && <ErrorPanel title={t('detail.loadFailed')} onRetry={() => void query.refetch()} />}
      </Page>
    );
  }

  const booking = query.data;
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const venue = booking.type === 'restaurant';
  const service = serviceName(booking, i18n.language);
  const route = routeOf(booking, i18n.language);
  const others = otherTravellers(booking);
  return (
    <Page data-testid="booking-detail" data-reference={booking.reference}>
      <Link to="/bookings" data-print="hide">
        <BackArrow />
        {t('detail.back')}
      </Link>
      <PageTitle style={{ marginBlockStart: 16 }}>
        {t('detail.title', { reference: '' })}
        <Reference dir="ltr" data-testid="booking-reference">
          {booking.reference}
        </Reference>
      </PageTitle>
      <p>
        <StatusBadge status={booking.status} />{' '}
        <Muted as="span">{t('detail.bookedOn', { date: formatDateTime(booking.createdAt, i18n.language, { withZone: true }) })}</Muted>
      </p>
      {message && (
        <FormMessage $tone={message.tone} ref={messageBox} tabIndex={-1} data-testid="cancel-message">
          {message.text}
        </FormMessage>
      )}
      <Grid>
        <Card as="section" aria-labelledby="service-title">
          <h2 id="service-title">{t(`types.${booking.type}`)}</h2>
          {service && <p data-testid="booking-service">{service}</p>}
          {route && (
            <p data-testid="booking-route">
              <bdi>{route}</bdi>
            </p>
          )}
          <Facts>
            <dt>{t('detail.dates')}</dt>
            <dd>{bookingDates(booking, i18n.language)}</dd>
            <dt>{t('detail.guests')}</dt>
            <dd>{booking.guests}</dd>
            {others.length > 0 && (
              <>
                <dt>{t('detail.otherTravellers')}</dt>
                <dd data-testid="booking-travellers">
                  {others.map((name, index) => (
                    <span key={index}>
                      {index > 0 && <br />}
                      <bdi>{name}</bdi>
                    </span>
                  ))}
                </dd>
              </>
            )}
            <dt>{t('detail.contact')}</dt>
            <dd>
              {booking.contact.firstName} {booking.contact.lastName}
              <br />
              <span dir="ltr">{booking.contact.email}</span>
              <br />
              <span dir="ltr" className="phone">
                {booking.contact.phone}
              </span>
            </dd>
            <dt>{t('detail.payment')}</dt>
            <dd>
              {t(`detail.methods.${venue ? 'payAtRestaurant' : booking.payment.method}`)}
              {booking.payment.cardLast4 && (
                <>
                  {' · '}
                  {t('detail.card', { brand: cardBrandName(booking.payment.cardBrand), last4: booking.payment.cardLast4 })}
                </>
              )}
            </dd>
            {booking.specialRequests && (
              <>
                <dt>{t('detail.specialRequests')}</dt>
                <dd>{booking.specialRequests}</dd>
              </>
            )}
          </Facts>
        </Card>
        <Card as="section" data-testid="booking-price">
          {/* A table costs nothing to reserve: a price list of $0.00 would only puzzle. */}
          {isFreeTable(booking) ? (
            <p data-testid="booking-free">{t('detail.freeReservation')}</p>
          ) : (
            <PriceSummary quote={booking} totalTestId="booking-total" />
          )}
          {open && booking.cancellable && booking.cancellableUntil && (
            <Muted>{t('detail.cancelUntil', { date: formatDateTime(booking.cancellableUntil, i18n.language, { withZone: true }) })}</Muted>
          )}
          {open && !booking.cancellable && (
            <>
              <Muted data-testid="booking-not-cancellable">
                {t(booking.nonRefundable ? 'detail.nonRefundable' : 'detail.notCancellable')}
              </Muted>
              <ContactAgency reference={booking.reference} />
            </>
          )}
          {open && booking.cancellable && !confirming && (
            <Button type="button" $variant="danger" ref={cancelButton} onClick={() => setConfirming(true)} data-testid="cancel-booking">
              {t('detail.cancel')}
            </Button>
          )}
          {confirming && (
            <div role="group" aria-label={t('detail.cancelConfirm')}>
              <p>{t('detail.cancelConfirm')}</p>
              <Button type="button" $variant="danger" onClick={doCancel} disabled={cancelBooking.isPending} data-testid="confirm-cancel">
                {cancelBooking.isPending ? t('detail.cancelling') : t('detail.cancelYes')}
              </Button>{' '}
              <Button type="button" $variant="ghost" ref={keepButton} onClick={keepBooking}>
                {t('detail.cancelNo')}
              </Button>
            </div>
          )}
        </Card>
      </Grid>
    </Page>
  );
}
