import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { describeApiError, type Booking, type LocationCode } from '@trabzon/api-client';
import { useBookedHere, useRefusalText } from '@trabzon/checkout';
import { Button, FieldError, FieldWrap, Input, Label, Muted, PageTitle, Select, usePageTitle } from '@trabzon/ui';
import { formatDecimal, formatPrice, isolateLtr, useTranslation } from '@trabzon/i18n';
import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { bookingRefusalOf } from '@trabzon/contracts/booking-refusals';
import { todayIso } from '@trabzon/dates';
import { useTaxiEstimate } from '../../queries/useTaxiEstimate';
import { useTransfersConfig } from '../../queries/useTransfersConfig';
import { BookingStep } from '../../components/BookingStep';
import { LinkNotice } from '../../components/LinkNotice';
import { RouteFields, RouteMapModal, useRouteMap } from '../../components/RouteFields';
import { FullRow, SearchFormCard, SubmitWrap } from '../../components/SearchFormCard';
import { fieldsWithProblems, useCheckedFields } from '../../components/useCheckedFields';
import { TransfersPage } from '../../components/TransfersPage';
import { TripConfirmation, TripSummary, bookedTrip, type Trip } from '../../components/TripSummary';
import {
  TAXI_PASSENGERS,
  asksCheckout,
  taxiFromParams,
  taxiProblems,
  taxiToParams,
  withCheckout,
  withoutCheckout,
  type TaxiField,
  type TaxiProblem,
  type TaxiState,
} from '../../model/taxi';
import { formatPoint, isSamePlace, lastBookableDay, placeText, toLocation, type LatLng } from '../../model/search';
import { replacedInTaxiLink } from '../../model/linkNotice';

/** The estimate takes a row of its own in the form, as a problem does. */
const Estimate = styled(FullRow)`
  font-variant-numeric: tabular-nums;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin-inline-start: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * The date, time and passengers: a row of their own under the two places, in three equal columns
 * (one under the other on a phone). Left to wrap with the places, the passengers were alone on a
 * row of their own at 1280px. The fields line up at their tops, as the form's do.
 */
const WhenRow = styled(FullRow)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const ERROR_ID = { date: 'taxi-date-error', time: 'taxi-time-error' } as const;

/** The fields a problem is said at (their controls' names), in the form's order: a press of Book finds every one with a problem, and focuses the first. */
const FIELDS: TaxiField[] = ['dropoff', 'date', 'time'];

/** The history entry of a checkout opened from the form (its Back returns to the form). */
interface CheckoutEntryState {
  fromForm?: boolean;
}

/**
 * /taxis: a city taxi from a place or a map point to another, at a date and time, for 1 to 4
 * passengers, with the live fare from the API (base fare + rate per km × road distance) and a
 * stored booking of type `transfer` marked as a taxi (TT-). The ride and its checkout live in the
 * URL (`?pickupLocation=…&pickupTime=…&step=checkout`), as on /car-transfers: a reload, a shared
 * link or the browser's Back finds them again.
 */
export function TaxiScreen() {
  const { t, i18n } = useTranslation('transfers');
  usePageTitle(t('taxi.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const config = useTransfersConfig();
  const today = todayIso();
  const [params, setParams] = useSearchParams();
  // The ride the URL holds (the home page's Taxis search, or this form once sent), and whether its checkout is open.
  const rideKey = withoutCheckout(params).toString();
  const fromUrl = useMemo(
    () => taxiFromParams(new URLSearchParams(rideKey)),
    // today: a page left open past midnight reads the URL again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rideKey, today],
  );
  // What the link gave that the form could not use, said until another ride is shown: kept with the
  // ride it became, as a checkout link's address is rewritten to that ride.
  const linkParts = useMemo(() => replacedInTaxiLink(new URLSearchParams(rideKey), fromUrl), [rideKey, fromUrl]);
  const urlRide = taxiToParams(fromUrl).toString();
  const [replacedInLink, setReplacedInLink] = useState({ parts: linkParts, ride: urlRide });
  if (linkParts.length > 0 && replacedInLink.parts !== linkParts) setReplacedInLink({ parts: linkParts, ride: urlRide });
  const noticeParts = replacedInLink.ride === urlRide ? replacedInLink.parts : [];
  const wantsCheckout = asksCheckout(params);
  // A checkout in the URL opens only for a ride the form would send (no field with a problem); checked when the URL changes, not as the clock moves on.
  const linkFields = useMemo(() => {
    return fieldsWithProblems(FIELDS, wantsCheckout ? taxiProblems(fromUrl) : {});
  }, [wantsCheckout, fromUrl]);
  const checkout = wantsCheckout && linkFields.length === 0;
  const [state, setState] = useState<TaxiState>(fromUrl);
  const form = useRef<HTMLFormElement>(null);
  // The problems found by the Book button: each field says why through aria-describedby, the first takes the focus.
  const checked = useCheckedFields<TaxiField>(form);
  const { showOnly: showCheckedOnly } = checked;
  // The browser's Back or Forward (or a link) changed the ride: the form shows it.
  const [shownKey, setShownKey] = useState(rideKey);
  if (shownKey !== rideKey) {
    setShownKey(rideKey);
    setState(fromUrl);
    checked.showOnly();
  }
  const routeMap = useRouteMap();
  const [booking, setBooking] = useState<Booking | null>(null);
  // The booking made at this address, kept for the tab: a reload, or Back from the booking's page,
  // shows its confirmation again, not an empty checkout for the same ride that would book twice.
  const bookedHere = useBookedHere();
  // The ride the visitor has just sent from the form: a new booking, whatever was booked for it before.
  const [sent, setSent] = useState<string | null>(null);
  const keptBooking = sent === rideKey ? null : bookedHere.booking;
  const shownBooking = booking ?? keptBooking;
  const refusal = useRefusalText();
  const bookButton = useRef<HTMLButtonElement>(null);

  // A link to a checkout the form would refuse (a time since passed): the form, with the reason, and the URL without the step.
  // A ride from a link opens its checkout with the URL rewritten to it (a bad or missing time took the default, which moves with the clock).
  useEffect(() => {
    // A confirmation shown again keeps its address, also once its pickup time has passed.
    if (!wantsCheckout || keptBooking) return;
    if (linkFields.length > 0) {
      showCheckedOnly(linkFields);
      setParams(withoutCheckout(params), { replace: true });
      return;
    }
    const ride = taxiToParams(fromUrl);
    if (ride.toString() !== rideKey) setParams(withCheckout(ride), { replace: true, state: location.state });
  }, [wantsCheckout, linkFields, fromUrl, rideKey, params, setParams, location.state, keptBooking, showCheckedOnly]);

  // The checkout closed (its back button, Done, the browser's Back): the form again, the focus on its Book button.
  // Declared before the focus's effect below, which runs after it in the same commit.
  const wasCheckout = useRef(checkout);
  const returning = useRef(false);
  useEffect(() => {
    const was = wasCheckout.current;
    wasCheckout.current = checkout;
    if (!was || checkout) return;
    returning.current = true;
    setBooking(null);
  }, [checkout]);
  useEffect(() => {
    if (checkout || booking || !returning.current) return;
    returning.current = false;
    bookButton.current?.focus();
  }, [checkout, booking]);

  const pickup = toLocation(state.pickupLocation, state.customPickup);
  const dropoff = toLocation(state.dropoffLocation, state.customDropoff);
  const samePlaceCode = isSamePlace(state);
  const estimateRequest = useMemo(
    () => (samePlaceCode ? null : { pickup, dropoff, passengers: state.passengers }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(pickup), JSON.stringify(dropoff), state.passengers, samePlaceCode],
  );
  const estimate = useTaxiEstimate(estimateRequest);
  // The API's refusal of the estimate, if it is one of its known ones (a map point on a place's marker is that place).
  const estimateRefusal = estimate.isError ? bookingRefusalOf(describeApiError(estimate.error).message) : null;
  const samePlace = samePlaceCode || estimateRefusal?.key === 'transfer.sameLocation';
  /** Each field's problem with the form as it is, at this moment (the same places the API found included). */
  const problemsNow = () => ({ ...taxiProblems(state), ...(samePlace ? { dropoff: 'samePlace' as const } : {}) });
  const problems = problemsNow();
  // A 4xx answer refuses these places (asking again cannot help); a 5xx or no answer is a failure a retry may mend.
  const estimateStatus = estimate.isError ? describeApiError(estimate.error).status : null;
  const estimateRefused = estimateStatus !== null && estimateStatus >= 400 && estimateStatus < 500;
  const money = (amount: number) => formatPrice(amount, i18n.language);
  /**
   * "base + rate per km" is arithmetic, read left to right in every language: on a right-to-left
   * page it is one left-to-right unit, or the bidi algorithm lays it out as "1.10 US$ + 4.00 US$".
   */
  const fareRate = (base: number, perKm: number) => {
    const rate = t('taxi.fareRate', { base: money(base), perKm: money(perKm) });
    return i18n.dir() === 'rtl' ? isolateLtr(rate) : rate;
  };

  const problemText = (problem: TaxiProblem): string => {
    if (problem === 'samePlace') return t('errors.samePlace');
    // Worded as the other date fields of these forms word a day passed.
    if (problem === 'dateInPast') return t('errors.pickupInPast');
    // Beyond the booking horizon the API refuses the quote: said here, in its own words.
    if (problem === 'tooFarAhead') return refusal(TRANSFER_MESSAGES.tooFarAhead) ?? TRANSFER_MESSAGES.tooFarAhead;
    if (problem === 'tooSoon') return t('taxi.tooSoon', { minutes: PICKUP_NOTICE_MINUTES.taxi });
    return t('taxi.timeInPast');
  };
  /** The message of `field`'s problem, once a press (or a link) has found it. */
  const errorOf = (field: TaxiField) => {
    const problem = checked.says(field) ? problems[field] : undefined;
    return problem ? problemText(problem) : null;
  };
  /** aria-invalid and aria-describedby of a field whose problem is said. */
  const problemProps = (field: 'date' | 'time') => (errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID[field] } : {});
  /** The message under a field, as the other forms' field errors (an alert: a link's problem is said too). */
  const fieldError = (field: 'date' | 'time') => {
    const error = errorOf(field);
    return error ? (
      <FieldError id={ERROR_ID[field]} role="alert">
        {error}
      </FieldError>
    ) : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The same places (or a map point the API found on the other end's place) are said at the drop-off field.
    const wrong = fieldsWithProblems(FIELDS, problemsNow());
    if (wrong.length > 0) return checked.pressedOn(wrong);
    checked.showOnly();
    // The form's entry keeps the ride (Back from the checkout finds it); the checkout is an entry of its own.
    const ride = taxiToParams(state);
    setShownKey(ride.toString());
    setSent(ride.toString());
    setParams(ride, { replace: true, state: location.state });
    setParams(withCheckout(ride), { state: { fromForm: true } satisfies CheckoutEntryState });
  };

  /** Leaves the checkout (or its confirmation) as the browser's Back does. */
  const leaveCheckout = () => {
    if ((location.state as CheckoutEntryState | null)?.fromForm) void navigate(-1);
    else setParams(withoutCheckout(params), { replace: true });
  };

  const name = (code: LocationCode, point: LatLng | null) => placeText(code, point && formatPoint(point), (c) => t(`places.${c}`));
  /** The ride the URL holds: what the checkout books and the confirmation sums up. */
  const trip: Trip = {
    from: name(fromUrl.pickupLocation, fromUrl.customPickup),
    to: name(fromUrl.dropoffLocation, fromUrl.customDropoff),
    date: fromUrl.date,
    time: fromUrl.time,
    passengers: fromUrl.passengers,
  };

  if (shownBooking) {
    return (
      <TransfersPage screen="taxis">
        <TripConfirmation
          booking={shownBooking}
          trip={bookedTrip(trip, shownBooking)}
          leaveTo={bookedHere.leaveTo}
          // The form in the confirmation's place, which is forgotten: booking this ride again books it again.
          onDone={() => bookedHere.leaveTo(`${location.pathname}?${withoutCheckout(params).toString()}`)}
        />
      </TransfersPage>
    );
  }

  return (
    <TransfersPage screen="taxis">
      <PageTitle>{t('taxi.title')}</PageTitle>
      <Muted>{t('taxi.subtitle')}</Muted>
      <LinkNotice parts={noticeParts} maxPassengers={Math.max(...TAXI_PASSENGERS)} />
      {checkout ? (
        <BookingStep
          type="transfer"
          details={{
            mode: 'taxi',
            pickup: toLocation(fromUrl.pickupLocation, fromUrl.customPickup),
            dropoff: toLocation(fromUrl.dropoffLocation, fromUrl.customDropoff),
            date: fromUrl.date,
            time: fromUrl.time,
            passengers: fromUrl.passengers,
          }}
          backLabel={t('taxi.change')}
          onBack={leaveCheckout}
          onBooked={(made) => {
            bookedHere.remember(made);
            setSent(null);
            setBooking(made);
          }}
          summary={<TripSummary trip={trip} />}
        />
      ) : (
        <SearchFormCard ref={form} onSubmit={onSubmit} aria-label={t('taxi.title')} data-testid="taxi-form" noValidate>
          <RouteFields
            state={state}
            setState={setState}
            map={routeMap}
            labels={{ pickup: t('form.from'), dropoff: t('form.to') }}
            errors={{ dropoff: errorOf('dropoff') }}
          />
          <WhenRow data-testid="taxi-when">
            <FieldWrap>
              <Label htmlFor="taxi-date">{t('form.date')}</Label>
              <Input
                id="taxi-date"
                name="date"
                type="date"
                min={today}
                max={lastBookableDay(today)}
                value={state.date}
                onChange={(e) => e.target.value && setState((s) => ({ ...s, date: e.target.value }))}
                {...problemProps('date')}
              />
              {fieldError('date')}
            </FieldWrap>
            <FieldWrap>
              <Label htmlFor="taxi-time">{t('form.time')}</Label>
              <Input
                id="taxi-time"
                name="time"
                type="time"
                step={300}
                value={state.time}
                onChange={(e) => e.target.value && setState((s) => ({ ...s, time: e.target.value }))}
                {...problemProps('time')}
              />
              {fieldError('time')}
            </FieldWrap>
            <FieldWrap>
              <Label htmlFor="taxi-passengers">{t('form.passengers')}</Label>
              <Select
                id="taxi-passengers"
                value={state.passengers}
                onChange={(e) => setState((s) => ({ ...s, passengers: Number(e.target.value) }))}
                aria-describedby="taxi-passengers-hint"
              >
                {TAXI_PASSENGERS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Select>
              <small id="taxi-passengers-hint">{t('taxi.passengersHint')}</small>
            </FieldWrap>
          </WhenRow>
          <Estimate aria-live="polite" data-testid="taxi-estimate">
            {samePlace ? null : estimate.isError && estimateRefused ? (
              <Muted>{estimateRefusal ? refusal(describeApiError(estimate.error).message) : t('taxi.estimateFailed')}</Muted>
            ) : estimate.isError && !estimate.isFetching ? (
              // No answer, or the server failed: nothing is wrong with the places, asking again may work.
              <Muted data-testid="taxi-estimate-error">
                {t('taxi.estimateError')}{' '}
                <Button type="button" $variant="secondary" onClick={() => void estimate.refetch()}>
                  {t('results.retry')}
                </Button>
              </Muted>
            ) : estimate.data ? (
              <>
                <span>{t('taxi.estimate')}</span>
                <strong data-testid="taxi-fare" data-fare={estimate.data.fare}>
                  {money(estimate.data.fare)}
                </strong>
                {/* The fare before tax, as the results of /car-transfers and the hotels' prices: the checkout adds it. */}
                <Muted data-testid="taxi-tax-note">{t('taxNote')}</Muted>
                <Muted>
                  {t('taxi.estimateDetail', {
                    distance: formatDecimal(estimate.data.distanceKm, i18n.language),
                    straight: formatDecimal(estimate.data.straightKm, i18n.language),
                    factor: formatDecimal(estimate.data.roadFactor, i18n.language, 2),
                    rate: fareRate(estimate.data.baseFare, estimate.data.perKm),
                  })}
                </Muted>
              </>
            ) : (
              <Muted>{t('taxi.estimating')}</Muted>
            )}
            <Muted>{t('taxi.formula')}</Muted>
          </Estimate>
          <SubmitWrap>
            {/* Waits for the fare; the same places have none, and a press says so at the drop-off field, as the other problems are said. */}
            <Button ref={bookButton} type="submit" disabled={!samePlace && !estimate.data} data-testid="taxi-book">
              {t('taxi.book')}
            </Button>
          </SubmitWrap>
        </SearchFormCard>
      )}
      <RouteMapModal state={state} setState={setState} map={routeMap} config={config.data} configFailed={config.isError} />
    </TransfersPage>
  );
}
