import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type Booking } from '@trabzon/api-client';
import {
  Button,
  Card,
  FormMessage,
  Muted,
  Page,
  PageTitle,
  RouteText,
  Spinner,
  TextField,
  focusFirstError,
  usePageTitle,
} from '@trabzon/ui';
import { formatDateTime, isolateLtr, useTranslation } from '@trabzon/i18n';
import { PriceSummary } from '@trabzon/checkout';
import { isFreeTable } from '@trabzon/contracts/booking-service';
import { ContactAgency } from '../components/ContactAgency';
import { StatusBadge } from '../components/StatusBadge';
import { bookingDates, bookingDatesLabel } from '../components/dates';
import { routeOf, serviceName, typeKey } from '../components/service';
import { PartyFact } from '../components/PartyFact';
import { useLookupBooking, type LookupRequest } from '../queries/useLookupBooking';
import { Facts } from '../components/Facts';
import { CancelBooking } from '../components/CancelBooking';
import { checkLookup, type LookupField, type LookupFieldProblem } from '../components/lookup';
import { useCancelManagedBooking, useManagedBooking } from '../queries/useManagedBooking';
export { bookingsTextsReady as ready } from '../texts';

const Column = styled.div`
  max-width: 640px;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A reference of the shape the confirmations write: the field's placeholder, and its error's example. */
const EXAMPLE_REFERENCE = 'TZN-123456';

/** A lookup refusal in the page's language: no such booking, too many tries, or the call failed. */
function lookupProblem(error: unknown): 'notFound' | 'tooMany' | 'failed' {
  const status = describeApiError(error).status;
  return status === 404 || status === 400 ? 'notFound' : status === 429 ? 'tooMany' : 'failed';
}

/** A refusal of the e-mailed link: any 400 (a key of the wrong shape) or 404 means the link will never work. */
function linkProblem(error: unknown, withReference: boolean): 'linkInvalid' | 'linkInvalidEnterEmail' | 'tooMany' | 'failed' {
  const status = describeApiError(error).status;
  if (status === 404 || status === 400) return withReference ? 'linkInvalidEnterEmail' : 'linkInvalid';
  return status === 429 ? 'tooMany' : 'failed';
}

/**
 * The booking found: what, when, its price and status, and `actions` (the cancellation, when opened
 * by the e-mailed link); found by reference and e-mail, how to cancel it: the link, or the office.
 */
function FoundBooking({ booking, actions }: { booking: Booking; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('bookings');
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const service = serviceName(booking, i18n.language);
  const route = routeOf(booking, i18n.language);
  return (
    <Card as="section" aria-labelledby="found-title" data-testid="found-booking" data-reference={booking.reference}>
      <h2 id="found-title">
        {t(typeKey(booking))} <bdi dir="ltr">{booking.reference}</bdi>
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
              <RouteText from={route.from} to={route.to} back={route.back} />
            </dd>
          </>
        )}
        <dt>{t(bookingDatesLabel(booking))}</dt>
        <dd>{bookingDates(booking, i18n.language)}</dd>
        <PartyFact booking={booking} />
      </Facts>
      {isFreeTable(booking) ? <p>{t('detail.freeReservation')}</p> : <PriceSummary quote={booking} totalTestId="found-total" />}
      {actions ?? (
        <>
          {open && booking.cancellable && booking.cancellableUntil && (
            <Muted>
              {t('detail.cancelUntil', { date: formatDateTime(booking.cancellableUntil, i18n.language, { withZone: true }) })}{' '}
              {t('find.cancelByLink')}
            </Muted>
          )}
          {/* The reference and the e-mail prove too little to cancel: the e-mailed link does, or the office. */}
          {open && <ContactAgency reference={booking.reference} />}
        </>
      )}
    </Card>
  );
}

/** The booking opened by the link of its confirmation e-mail (`key`), with its free cancellation. */
function ManagedBooking({ bookingKey, booking, reload }: { bookingKey: string; booking: Booking; reload: () => void }) {
  const cancel = useCancelManagedBooking(bookingKey);
  return (
    <FoundBooking
      booking={booking}
      actions={<CancelBooking booking={booking} cancel={() => cancel.mutateAsync()} pending={cancel.isPending} reload={reload} />}
    />
  );
}

/**
 * /bookings/find: a booking made without an account, found by its reference and the e-mail it was
 * made with (the confirmation and its e-mail give both), or opened by the link of its confirmation
 * e-mail (`?key=`), which can also cancel it. Public; the API limits the attempts.
 */
export function FindBookingPage() {
  const { t } = useTranslation('bookings');
  usePageTitle(t('find.title'));
  const [params] = useSearchParams();
  const key = params.get('key');
  const managed = useManagedBooking(key);
  const linkFailed = key !== null && managed.isError && !managed.isFetching;
  const [reference, setReference] = useState(params.get('reference') ?? '');
  // A dead link that brought its reference asks only for the e-mail: the reference is filled in.
  const linkFailure = linkFailed ? linkProblem(managed.error, Boolean(params.get('reference'))) : null;
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<LookupRequest | null>(null);
  const [problems, setProblems] = useState<Partial<Record<LookupField, LookupFieldProblem>>>({});
  const lookup = useLookupBooking(asked);
  const outcome = useRef<HTMLDivElement>(null);
  // The answer (or the refusal) takes the focus, so a screen reader hears it.
  useEffect(() => {
    if (lookup.isSuccess || lookup.isError) outcome.current?.focus();
  }, [lookup.isSuccess, lookup.isError, lookup.data]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkLookup(reference, email);
    setProblems(checked.problems);
    const wrong = Object.keys(checked.problems);
    if (wrong.length === 0) {
      setAsked(checked.request);
      return;
    }
    // Nothing is asked: an earlier answer was for other details, and the first wrong field takes the focus.
    setAsked(null);
    focusFirstError(event.currentTarget, wrong);
  };
  /** A field's own message: its format (empty fields share the message under the form). */
  const formatError = (field: LookupField) => {
    const problem = problems[field];
    if (problem === 'invalidReference') return t('find.invalidReference', { example: isolateLtr(EXAMPLE_REFERENCE) });
    return problem === 'invalidEmail' ? t('find.invalidEmail') : null;
  };
  const missing = Object.values(problems).includes('missing');

  if (key !== null && !linkFailed) {
    return (
      <Page data-testid="find-booking">
        <PageTitle>{t('find.title')}</PageTitle>
        <Column>
          {managed.data ? (
            <ManagedBooking bookingKey={key} booking={managed.data} reload={() => void managed.refetch()} />
          ) : (
            <Spinner label={t('find.loading')} />
          )}
        </Column>
      </Page>
    );
  }

  return (
    <Page data-testid="find-booking">
      <PageTitle>{t('find.title')}</PageTitle>
      <Column>
        {linkFailure && (
          <FormMessage $tone="error" data-testid="find-link-problem">
            {t(`find.${linkFailure}`)}
          </FormMessage>
        )}
        <Muted>{t('find.intro')}</Muted>
        <Card as="form" onSubmit={submit} noValidate aria-label={t('find.title')}>
          <TextField
            label={t('find.reference')}
            name="reference"
            dir="ltr"
            autoComplete="off"
            placeholder={EXAMPLE_REFERENCE}
            value={reference}
            error={formatError('reference')}
            maxLength={40}
            onChange={(event) => setReference(event.target.value)}
          />
          <TextField
            label={t('find.email')}
            name="email"
            type="email"
            dir="ltr"
            autoComplete="email"
            value={email}
            error={formatError('email')}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
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
