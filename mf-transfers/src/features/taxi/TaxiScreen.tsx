import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import type { Booking, LocationCode } from '@trabzon/api-client';
import { useRefusalText } from '@trabzon/checkout';
import { Button, Card, FieldWrap, FormMessage, Input, Label, Muted, PageTitle, Select, usePageTitle } from '@trabzon/ui';
import { formatDecimal, formatPrice, isolateLtr, useTranslation } from '@trabzon/i18n';
import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { todayIso, zonedDateTimeToIso } from '@trabzon/dates';
import { useTaxiEstimate } from '../../queries/useTaxiEstimate';
import { useTransfersConfig } from '../../queries/useTransfersConfig';
import { BookingStep } from '../../components/BookingStep';
import { RouteFields, RouteMapModal, useRouteMap } from '../../components/RouteFields';
import { TransfersPage } from '../../components/TransfersPage';
import { TripConfirmation, TripSummary, bookedTrip, type Trip } from '../../components/TripSummary';
import { TAXI_PASSENGERS, taxiFromParams, type TaxiState } from '../../model/taxi';
import { formatPoint, lastBookableDay, toLocation, type LatLng } from '../../model/search';

const Form = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  align-items: end;
  margin-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
`;

const Estimate = styled.div`
  grid-column: 1 / -1;
  font-variant-numeric: tabular-nums;
  strong {
    font-size: ${({ theme }) => theme.fontSize.xl}px;
    margin-inline-start: ${({ theme }) => theme.space(2)};
  }
`;

/**
 * /taxis: a city taxi from a place or a map point to another, at a date and time, for 1 to 4
 * passengers, with the live fare from the API (base fare + rate per km × road distance) and a
 * stored booking of type `transfer` marked as a taxi (TT-).
 */
export function TaxiScreen() {
  const { t, i18n } = useTranslation('transfers');
  usePageTitle(t('taxi.title'));
  const config = useTransfersConfig();
  const [params] = useSearchParams();
  // The home page's Taxis search opens this page with its choice in the URL.
  const [state, setState] = useState<TaxiState>(() => taxiFromParams(params));
  const routeMap = useRouteMap();
  const [step, setStep] = useState<'form' | 'book'>('form');
  const [error, setError] = useState<string | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const today = todayIso();
  const refusal = useRefusalText();
  // Back from the booking step: the focus returns to the Book button that opened it.
  const bookButton = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (step !== 'form' || !returning.current) return;
    returning.current = false;
    bookButton.current?.focus();
  }, [step]);

  const pickup = toLocation(state.pickupLocation, state.customPickup);
  const dropoff = toLocation(state.dropoffLocation, state.customDropoff);
  const samePlace = state.pickupLocation === state.dropoffLocation && state.pickupLocation !== 'CUSTOM';
  const estimateRequest = useMemo(
    () => (samePlace ? null : { pickup, dropoff, passengers: state.passengers }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(pickup), JSON.stringify(dropoff), state.passengers, samePlace],
  );
  const estimate = useTaxiEstimate(estimateRequest);
  const money = (amount: number) => formatPrice(amount, i18n.language);
  /**
   * "base + rate per km" is arithmetic, read left to right in every language: on a right-to-left
   * page it is one left-to-right unit, or the bidi algorithm lays it out as "1.10 US$ + 4.00 US$".
   */
  const fareRate = (base: number, perKm: number) => {
    const rate = t('taxi.fareRate', { base: money(base), perKm: money(perKm) });
    return i18n.dir() === 'rtl' ? isolateLtr(rate) : rate;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (samePlace) return setError(t('errors.samePlace'));
    // Beyond the booking horizon the API refuses the quote: said here, in its own words.
    if (state.date > lastBookableDay(today)) return setError(refusal(TRANSFER_MESSAGES.tooFarAhead) ?? TRANSFER_MESSAGES.tooFarAhead);
    const startsAt = Date.parse(zonedDateTimeToIso(state.date, state.time));
    if (startsAt <= Date.now()) return setError(t('taxi.timeInPast'));
    if (startsAt < Date.now() + PICKUP_NOTICE_MINUTES.taxi * 60_000)
      return setError(t('taxi.tooSoon', { minutes: PICKUP_NOTICE_MINUTES.taxi }));
    setError(null);
    setStep('book');
  };

  const name = (code: LocationCode, point: LatLng | null) => (code === 'CUSTOM' && point ? formatPoint(point) : t(`places.${code}`));
  const trip: Trip = {
    from: name(state.pickupLocation, state.customPickup),
    to: name(state.dropoffLocation, state.customDropoff),
    date: state.date,
    time: state.time,
    passengers: state.passengers,
  };

  if (booking) {
    return (
      <TransfersPage screen="taxis">
        <TripConfirmation booking={booking} trip={bookedTrip(trip, booking)} onDone={() => setBooking(null)} />
      </TransfersPage>
    );
  }

  return (
    <TransfersPage screen="taxis">
      <PageTitle>{t('taxi.title')}</PageTitle>
      <Muted>{t('taxi.subtitle')}</Muted>
      {step === 'book' ? (
        <BookingStep
          type="transfer"
          details={{ mode: 'taxi', pickup, dropoff, date: state.date, time: state.time, passengers: state.passengers }}
          backLabel={t('taxi.change')}
          onBack={() => {
            returning.current = true;
            setStep('form');
          }}
          onBooked={(b) => {
            setBooking(b);
            setStep('form');
          }}
          summary={<TripSummary trip={trip} />}
        />
      ) : (
        <Form onSubmit={onSubmit} aria-label={t('taxi.title')} data-testid="taxi-form" noValidate>
          <RouteFields state={state} setState={setState} map={routeMap} labels={{ pickup: t('form.from'), dropoff: t('form.to') }} />
          <FieldWrap>
            <Label htmlFor="taxi-date">{t('form.date')}</Label>
            <Input
              id="taxi-date"
              type="date"
              min={today}
              max={lastBookableDay(today)}
              value={state.date}
              onChange={(e) => e.target.value && setState((s) => ({ ...s, date: e.target.value }))}
            />
          </FieldWrap>
          <FieldWrap>
            <Label htmlFor="taxi-time">{t('form.time')}</Label>
            <Input
              id="taxi-time"
              type="time"
              step={300}
              value={state.time}
              onChange={(e) => e.target.value && setState((s) => ({ ...s, time: e.target.value }))}
            />
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
          <Estimate aria-live="polite" data-testid="taxi-estimate">
            {samePlace ? (
              <Muted>{t('errors.samePlace')}</Muted>
            ) : estimate.isError ? (
              <Muted>{t('taxi.estimateFailed')}</Muted>
            ) : estimate.data ? (
              <>
                <span>{t('taxi.estimate')}</span>
                <strong data-testid="taxi-fare" data-fare={estimate.data.fare}>
                  {money(estimate.data.fare)}
                </strong>
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
          <FieldWrap>
            <Button ref={bookButton} type="submit" disabled={samePlace || !estimate.data} data-testid="taxi-book">
              {t('taxi.book')}
            </Button>
          </FieldWrap>
          {error && (
            <FormMessage $tone="error" role="alert" style={{ gridColumn: '1 / -1' }}>
              {error}
            </FormMessage>
          )}
        </Form>
      )}
      <RouteMapModal state={state} setState={setState} map={routeMap} config={config.data} />
    </TransfersPage>
  );
}
