import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type Booking } from '@trabzon/api-client';
import { Button, Card, FieldWrap, FormMessage, Input, Label, Muted, Page, PageTitle, usePageTitle } from '@trabzon/ui';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { PriceSummary } from '@trabzon/checkout';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { ContactAgency } from '../components/ContactAgency';
import { StatusBadge } from '../components/StatusBadge';
import { bookingDates } from '../components/dates';
import { routeOf, serviceName } from '../components/service';
import { useLookupBooking, type LookupRequest } from '../queries/useLookupBooking';
import { Facts } from '../components/Facts';

const Column = styled.div`
  max-width: 640px;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A lookup refusal in the page's language: no such booking, too many tries, or the call failed. */
function lookupProblem(error: unknown): 'notFound' | 'tooMany' | 'failed' {
  const status = describeApiError(error).status;
  return status === 404 || status === 400 ? 'notFound' : status === 429 ? 'tooMany' : 'failed';
}

/** The booking found: what, when, its price and status, and how to reach us about it. */
function FoundBooking({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const service = serviceName(booking, i18n.language);
  const route = routeOf(booking, i18n.language);
  return (
    <Card as="section" aria-labelledby="found-title" data-testid="found-booking" data-reference={booking.reference}>
      <h2 id="found-title">
        {t(`types.${booking.type}`)} <bdi dir="ltr">{booking.reference}</bdi>
      </h2>
      <p>
        <StatusBadge status={booking.status} />
      </p>
      <Facts style={{ marginBlockEnd: 12 }}>
        {service && (
          <>
            <dt>{t('find.service')}</dt>
            <dd data-testid="found-service">{service}</dd>
          </>
        )}
        {route && (
          <>
            <dt>{t('find.route')}</dt>
            <dd>
              <bdi>{route}</bdi>
            </dd>
          </>
        )}
        <dt>{t('detail.dates')}</dt>
        <dd>{bookingDates(booking, i18n.language)}</dd>
        <dt>{t('detail.guests')}</dt>
        <dd>{booking.guests}</dd>
      </Facts>
      {isFreeTable(booking) ? <p>{t('detail.freeReservation')}</p> : <PriceSummary quote={booking} totalTestId="found-total" />}
      {open && booking.cancellable && booking.cancellableUntil && (
        <Muted>{t('detail.cancelUntil', { date: formatDateTime(booking.cancellableUntil, i18n.language, { withZone: true }) })}</Muted>
      )}
      {/* A booking made without an account is changed or cancelled through the office. */}
      {open && <ContactAgency reference={booking.reference} />}
    </Card>
  );
}

/**
 * /bookings/find: a booking made without an account, found by its reference and the e-mail it was
 * made with (the confirmation and its e-mail give both). Public; the API limits the attempts.
 */
export function FindBookingPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('find.title'));
  const ids = useId();
  const [params] = useSearchParams();
  const [reference, setReference] = useState(params.get('reference') ?? '');
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<LookupRequest | null>(null);
  const [missing, setMissing] = useState(false);
  const lookup = useLookupBooking(asked);
  const outcome = useRef<HTMLDivElement>(null);
  // The answer (or the refusal) takes the focus, so a screen reader hears it.
  useEffect(() => {
    if (lookup.isSuccess || lookup.isError) outcome.current?.focus();
  }, [lookup.isSuccess, lookup.isError, lookup.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { reference: reference.trim(), email: email.trim() };
    setMissing(!request.reference || !request.email);
    if (request.reference && request.email) setAsked(request);
  };

  return (
    <Page data-testid="find-booking">
      <PageTitle>{t('find.title')}</PageTitle>
      <Column>
        <Muted>{t('find.intro')}</Muted>
        <Card as="form" onSubmit={submit} noValidate aria-label={t('find.title')}>
          <FieldWrap>
            <Label htmlFor={`${ids}-reference`}>{t('find.reference')}</Label>
            <Input
              id={`${ids}-reference`}
              name="reference"
              dir="ltr"
              autoComplete="off"
              placeholder="TZN-123456"
              value={reference}
              maxLength={40}
              onChange={(event) => setReference(event.target.value)}
            />
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor={`${ids}-email`}>{t('find.email')}</Label>
            <Input
              id={`${ids}-email`}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              value={email}
              maxLength={254}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FieldWrap>
          {missing && <FormMessage $tone="error">{t('find.missing')}</FormMessage>}
          <Button type="submit" disabled={lookup.isFetching} data-testid="find-submit">
            {lookup.isFetching ? t('find.searching') : t('find.submit')}
          </Button>
        </Card>
        <div ref={outcome} tabIndex={-1} aria-live="polite">
          {lookup.isError && !lookup.isFetching && (
            <FormMessage $tone="error" data-testid="find-problem">
              {t(`find.${lookupProblem(lookup.error)}`)}
            </FormMessage>
          )}
          {lookup.data && !lookup.isError && <FoundBooking booking={lookup.data} />}
        </div>
      </Column>
    </Page>
  );
}
