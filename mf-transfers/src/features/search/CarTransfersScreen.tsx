import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import {
  describeApiError,
  type Booking,
  type RentalType,
  type TransferSearchRequest,
  type TransferSearchResponse,
  type VehicleOption,
} from '@trabzon/api-client';
import { useBookedHere, useRefusalText } from '@trabzon/checkout';
import {
  Button,
  ErrorPanel,
  FieldError,
  FieldWrap,
  Input,
  Label,
  Muted,
  PageTitle,
  Select,
  Spinner,
  VisuallyHidden,
  usePageTitle,
} from '@trabzon/ui';
import { formatDate, formatDecimal, useTranslation } from '@trabzon/i18n';
import { isIsoTime, todayIso } from '@trabzon/dates';
import { PICKUP_NOTICE_MINUTES } from '@trabzon/contracts/constants';
import { TRANSFER_MESSAGES } from '@trabzon/contracts/transfer-messages';
import { useTransfersConfig } from '../../queries/useTransfersConfig';
import { useVehicleSearch } from '../../queries/useVehicleSearch';
import { BookingStep } from '../../components/BookingStep';
import { LinkNotice } from '../../components/LinkNotice';
import { RouteFields, RouteMapModal, useRouteMap } from '../../components/RouteFields';
import { FullRow, SearchFormCard, SubmitWrap } from '../../components/SearchFormCard';
import { fieldsWithProblems, useCheckedFields } from '../../components/useCheckedFields';
import { TransfersPage } from '../../components/TransfersPage';
import { TripConfirmation, TripSummary, bookedTrip, type Trip } from '../../components/TripSummary';
import {
  CAR_TYPES,
  TRANSFER_PASSENGERS,
  DEFAULT_PICKUP_TIME,
  carSearchFromParams,
  carSearchToParams,
  defaultPickupTime,
  defaultSearch,
  earliestPickupDate,
  lastBookableDay,
  lastDropoffDay,
  placeText,
  searchProblem,
  searchProblems,
  toLocation,
  withPickupDate,
  withoutParams,
  type CarSearchState,
  type SearchField,
  type SearchProblem,
} from '../../model/search';
import { inOrder, replacedInCarLink, timeUnusable, type LinkPart } from '../../model/linkNotice';
import { FeatureCards, ServiceCards } from './ServiceCards';
import { VehicleCard } from './VehicleCard';

/** The rental/transfer toggle, on a row of its own above the fields. */
const Toggle = styled(FullRow)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Results = styled.ol`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

function requestOf(state: CarSearchState): TransferSearchRequest {
  const base = {
    serviceType: state.serviceType,
    pickup: toLocation(state.pickupLocation, state.customPickup),
    dropoff: toLocation(state.dropoffLocation, state.customDropoff),
    pickupDate: state.pickupDate,
  };
  return state.serviceType === 'car_rental'
    ? { ...base, dropoffDate: state.dropoffDate, carType: state.carType }
    : { ...base, passengers: state.passengers };
}

/** The query without the chosen vehicle and its pickup time: the search itself. */
const withoutVehicle = (params: URLSearchParams): URLSearchParams => withoutParams(params, 'vehicle', 'time');

/** The booking step's pickup time from the URL (`time=HH:MM`, kept so a reload keeps it), else the day's default. */
const pickupTimeOf = (params: URLSearchParams, pickupDate: string): string => {
  const asked = params.get('time');
  return isIsoTime(asked) ? asked : defaultPickupTime(pickupDate);
};

const soldOut = (option: VehicleOption) => option.available !== null && option.available < 1;

/** The fields a problem of the search is said at (their controls' names), in the form's order. */
const FIELDS: SearchField[] = ['dropoff', 'pickupDate', 'dropoffDate'];

/** The history entry of a chosen vehicle opened from the results (its Back returns to them). */
interface VehicleEntryState {
  fromResults?: boolean;
}

/**
 * /car-transfers: search car rentals or transfers, choose a vehicle, book it. The search and the
 * chosen vehicle live in the URL (`?service=…&vehicle=…`): a reload, a shared link or the browser's
 * Back finds them again.
 */
export function CarTransfersScreen() {
  const { t, i18n } = useTranslation('transfers');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const today = todayIso();
  // Late in the evening no pickup is left today: the date field and the form start at tomorrow.
  const earliest = earliestPickupDate();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // The search the URL holds (null without one), and the request it sends when it can be sent.
  const searchKey = withoutVehicle(params).toString();
  const fromUrl = useMemo(
    () => carSearchFromParams(new URLSearchParams(searchKey)),
    // today and earliest: a page left open past midnight reads the URL again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchKey, today, earliest],
  );
  const submitted = useMemo<TransferSearchRequest | null>(
    () => (fromUrl && !searchProblem(fromUrl, today, earliest) ? requestOf(fromUrl) : null),
    [fromUrl, today, earliest],
  );
  const vehicleId = params.get('vehicle');
  const [state, setState] = useState<CarSearchState>(() => fromUrl ?? defaultSearch(today));
  // The fields with a reason the search cannot be sent (its text is worded at render, in the page's current language).
  // A link whose search cannot be sent (the same place at both ends) says so at once, as a press of Search would.
  const fieldsWrongIn = (search: CarSearchState | null): SearchField[] =>
    fieldsWithProblems(FIELDS, search ? searchProblems(search, today, earliest) : {});
  const form = useRef<HTMLFormElement>(null);
  // The problems found by Search: each field says why through aria-describedby, the first takes the focus.
  const checked = useCheckedFields<SearchField>(form, () => fieldsWrongIn(fromUrl));
  // The link's vehicle (or its time) the screen dropped from the address, unusable: said with the rest.
  const [droppedFromLink, setDroppedFromLink] = useState<LinkPart[]>([]);
  // The browser's Back or Forward (or a link) changed the search: the form shows it.
  const [shownKey, setShownKey] = useState(searchKey);
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setState(fromUrl ?? defaultSearch(today));
    checked.showOnly(fieldsWrongIn(fromUrl));
    setDroppedFromLink([]);
  }
  // What the link gave that the page could not use: search values, a vehicle no search can offer, a time the step does not take.
  const noticeParts = useMemo(() => {
    const link = new URLSearchParams(searchKey);
    const parts = replacedInCarLink(link, fromUrl ?? defaultSearch(today), fromUrl !== null);
    if (vehicleId !== null && submitted === null) parts.push('vehicle');
    if (timeUnusable(params)) parts.push('time');
    return inOrder([...parts, ...droppedFromLink]);
  }, [searchKey, fromUrl, today, vehicleId, submitted, params, droppedFromLink]);
  const routeMap = useRouteMap();
  // The vehicle chosen (as the results listed it then): it is the booking step's while the URL names it.
  const [chosen, setChosen] = useState<VehicleOption | null>(null);
  const selected = vehicleId !== null && chosen?._id === vehicleId ? chosen : null;
  const [time, setTime] = useState(DEFAULT_PICKUP_TIME);
  const [booking, setBooking] = useState<Booking | null>(null);
  // The booking made at this address, kept for the tab: a reload, or Back from the booking's page,
  // shows its confirmation again, not an empty checkout for the same vehicle that would book twice.
  const bookedHere = useBookedHere();
  // The vehicle the visitor has just selected from these results: a new booking, whatever was booked here before.
  const [picked, setPicked] = useState<string | null>(null);
  const keptBooking = picked === `${searchKey}#${vehicleId}` ? null : bookedHere.booking;
  const shownBooking = booking ?? keptBooking;
  // What the booking step summed up, kept for the confirmation (the results may reload under it).
  const [confirmedTrip, setConfirmedTrip] = useState<Trip | null>(null);
  const config = useTransfersConfig();
  const search = useVehicleSearch(submitted);
  const rental = state.serviceType === 'car_rental';
  // Back from the booking step: the focus returns to the chosen vehicle's Select button (or the results' heading).
  const returnTo = useRef<string | null>(null);
  const selectButtons = useRef(new Map<string, HTMLButtonElement>());
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const pageTitle = useRef<HTMLHeadingElement>(null);

  // A URL naming a vehicle (a reload, a link, Forward) opens its booking step once the results have
  // it, or stays on the results (the address dropping the vehicle) when they no longer offer it.
  const results = search.data && !search.isPlaceholderData && !search.isFetching ? search.data : null;
  useEffect(() => {
    // A confirmation shown again keeps its address (the vehicle may be sold out by its own booking).
    if (vehicleId === null || chosen?._id === vehicleId || !results || keptBooking) return;
    const option = results.options.find((candidate) => candidate._id === vehicleId && !soldOut(candidate));
    if (option) {
      setTime(pickupTimeOf(params, results.pickupDate));
      setChosen(option);
      // A time the step does not take (25:99) leaves the address too, so a reload or a link no longer carries it.
      if (params.has('time') && !isIsoTime(params.get('time'))) {
        if (timeUnusable(params)) setDroppedFromLink((parts) => [...parts, 'time']);
        const next = new URLSearchParams(params);
        next.delete('time');
        setParams(next, { replace: true, state: location.state });
      }
    } else {
      setDroppedFromLink((parts) => [...parts, 'vehicle', ...(timeUnusable(params) ? (['time'] as const) : [])]);
      setParams(withoutVehicle(params), { replace: true });
    }
  }, [vehicleId, chosen, results, params, setParams, location.state, keptBooking]);

  // The URL dropped the vehicle (Back, the step's own back button, Done): the results again, the
  // focus on the vehicle's Select button (or, after a booking, the results' heading).
  // Declared before the focus's effect below, which runs after it in the same commit.
  const shownVehicle = useRef(vehicleId);
  useEffect(() => {
    const was = shownVehicle.current;
    shownVehicle.current = vehicleId;
    if (was === null || vehicleId !== null) return;
    if (returnTo.current === null) returnTo.current = booking ? '' : was;
    setChosen(null);
    setBooking(null);
    // Only the URL's vehicle changing matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vehicleId]);

  useEffect(() => {
    if (selected || booking || returnTo.current === null) return;
    const button = selectButtons.current.get(returnTo.current);
    returnTo.current = null;
    // The results may be reloading (a booking changes what is free): then the page's title.
    (button ?? resultsHeading.current ?? pageTitle.current)?.focus();
  }, [selected, booking]);

  /** Leaves the booking step (or its confirmation) as the browser's Back does. */
  const leaveVehicle = () => {
    if ((location.state as VehicleEntryState | null)?.fromResults) void navigate(-1);
    else setParams(withoutVehicle(params), { replace: true });
  };

  /** A new pickup time, in the URL too (replacing the entry: Back still returns to the results). */
  const changeTime = (value: string) => {
    if (!isIsoTime(value)) return;
    setTime(value);
    const next = new URLSearchParams(params);
    next.set('time', value);
    setParams(next, { replace: true, state: location.state });
  };

  const refusal = useRefusalText();
  const problemText = (problem: SearchProblem): string => {
    if (problem === 'todayOver') return t('errors.todayOver', { minutes: PICKUP_NOTICE_MINUTES.transfer });
    // The API's own words for these (checkout:refusals.transfer.*), said before it is asked.
    if (problem === 'tooFarAhead' || problem === 'tooLong') return refusal(TRANSFER_MESSAGES[problem]) ?? TRANSFER_MESSAGES[problem];
    // A transfer's date field is its "Transfer Date": the message names it so.
    if (problem === 'pickupInPast' && !rental) return t('errors.transferInPast');
    return t(`errors.${problem}`);
  };
  // Each field's problem with the form as it is.
  const problems = searchProblems(state, today, earliest);
  /** The message of `field`'s problem, once Search (or a link) has found it. */
  const errorOf = (field: SearchField) => {
    const problem = checked.says(field) ? problems[field] : undefined;
    return problem ? problemText(problem) : null;
  };
  const pickupDateError = errorOf('pickupDate');
  const dropoffDateError = errorOf('dropoffDate');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A search is loading (the button says Searching…, aria-disabled so it keeps the focus): a repeat press or Enter waits for it.
    if (search.isFetching) return;
    // Every field with a problem is said at once; the form's first of them takes the focus.
    const wrong = fieldsWrongIn(state);
    if (wrong.length > 0) return checked.pressedOn(wrong);
    checked.showOnly();
    const next = carSearchToParams(state);
    // The same search again keeps its results (and the form as it is).
    if (next.toString() === searchKey) return;
    setShownKey(next.toString());
    setParams(next);
  };

  const details = useMemo(() => {
    if (!selected || !search.data) return null;
    const r = search.data;
    const pickup = submitted?.pickup;
    const dropoff = submitted?.dropoff;
    return r.serviceType === 'car_rental'
      ? { vehicleId: selected._id, pickup, dropoff, pickupDate: r.pickupDate, dropoffDate: r.dropoffDate, pickupTime: time }
      : { vehicleId: selected._id, mode: 'transfer', pickup, dropoff, date: r.pickupDate, time, passengers: r.passengers };
  }, [selected, search.data, submitted, time]);

  /** No vehicle in the answer: too many passengers for a transfer; for a rental (no passengers asked), no car offered at all. */
  const noneText = (data: TransferSearchResponse) => (data.serviceType === 'car_rental' ? t('results.noneRental') : t('results.none'));
  const placeName = (code: string, name: string) => placeText(code, name, (c) => t(`places.${c}`));
  /** The booking step's trip: the vehicle, the searched route and day(s) (its time has a field of its own). */
  const tripOf = (data: TransferSearchResponse, vehicle: VehicleOption): Trip => ({
    vehicle: vehicle.name,
    from: placeName(data.pickup.code, data.pickup.name),
    to: placeName(data.dropoff.code, data.dropoff.name),
    date: data.pickupDate,
    ...(data.serviceType === 'car_rental' ? { dropoffDate: data.dropoffDate, days: data.days } : { passengers: data.passengers }),
  });

  if (shownBooking) {
    // Shown again after a reload: the trip as the results name the booked vehicle (once they are in).
    const keptVehicle = booking ? undefined : search.data?.options.find((option) => option._id === vehicleId);
    const trip = confirmedTrip ?? (keptVehicle && search.data ? bookedTrip(tripOf(search.data, keptVehicle), shownBooking) : null);
    return (
      <TransfersPage screen="car-transfers">
        <TripConfirmation
          booking={shownBooking}
          trip={trip}
          leaveTo={bookedHere.leaveTo}
          onDone={() => {
            returnTo.current = ''; // back to the results (no vehicle's button to return to)
            // The results in the confirmation's place, which is forgotten: choosing this vehicle again books it again.
            bookedHere.leaveTo(`${location.pathname}?${withoutVehicle(params).toString()}`);
          }}
        />
      </TransfersPage>
    );
  }

  const searchError = search.error ? describeApiError(search.error) : null;
  const searchRefused = searchError?.status === 400 && searchError.message !== null;
  const stepTrip = selected && search.data ? tripOf(search.data, selected) : null;

  return (
    <TransfersPage screen="car-transfers">
      <PageTitle ref={pageTitle} tabIndex={-1}>
        {t('title')}
      </PageTitle>
      <Muted>{t('subtitle')}</Muted>
      <LinkNotice parts={noticeParts} maxPassengers={Math.max(...TRANSFER_PASSENGERS)} />

      {selected && details && search.data && stepTrip ? (
        <BookingStep
          type={search.data.serviceType === 'car_rental' ? 'car-rental' : 'transfer'}
          details={details}
          onBack={leaveVehicle}
          onBooked={(made) => {
            setConfirmedTrip(bookedTrip({ ...stepTrip, time }, made));
            bookedHere.remember(made);
            setPicked(null);
            setBooking(made);
          }}
          extra={
            <FieldWrap style={{ maxWidth: 220 }}>
              <Label htmlFor="transfer-time">{t('booking.time')}</Label>
              <Input id="transfer-time" type="time" value={time} step={300} onChange={(e) => changeTime(e.target.value)} />
            </FieldWrap>
          }
          summary={<TripSummary trip={stepTrip} />}
        />
      ) : (
        <>
          <SearchFormCard ref={form} onSubmit={onSubmit} aria-label={t('title')} data-testid="car-search-form" noValidate>
            <Toggle role="group" aria-label={t('service.label')}>
              {(['car_rental', 'transfer'] as const).map((service) => (
                <Button
                  key={service}
                  type="button"
                  $variant={state.serviceType === service ? 'primary' : 'secondary'}
                  aria-pressed={state.serviceType === service}
                  onClick={() => setState((s) => ({ ...s, serviceType: service }))}
                  data-testid={`service-${service}`}
                >
                  {t(`service.${service}`)}
                </Button>
              ))}
            </Toggle>
            <RouteFields
              state={state}
              setState={setState}
              map={routeMap}
              labels={rental ? { pickup: t('form.pickup'), dropoff: t('form.dropoff') } : { pickup: t('form.from'), dropoff: t('form.to') }}
              errors={{ dropoff: errorOf('dropoff') }}
            />
            <FieldWrap>
              <Label htmlFor="car-pickup-date">{rental ? t('form.pickupDate') : t('form.transferDate')}</Label>
              <Input
                id="car-pickup-date"
                name="pickupDate"
                type="date"
                min={earliest}
                max={lastBookableDay(today)}
                value={state.pickupDate}
                onChange={(e) => e.target.value && setState((s) => withPickupDate(s, e.target.value))}
                aria-invalid={pickupDateError ? true : undefined}
                aria-describedby={pickupDateError ? 'car-pickup-date-error' : undefined}
              />
              {pickupDateError && (
                <FieldError id="car-pickup-date-error" role="alert">
                  {pickupDateError}
                </FieldError>
              )}
            </FieldWrap>
            {rental ? (
              <>
                <FieldWrap>
                  <Label htmlFor="car-dropoff-date">{t('form.dropoffDate')}</Label>
                  <Input
                    id="car-dropoff-date"
                    name="dropoffDate"
                    type="date"
                    min={state.pickupDate}
                    max={lastDropoffDay(state.pickupDate)}
                    value={state.dropoffDate}
                    onChange={(e) => e.target.value && setState((s) => ({ ...s, dropoffDate: e.target.value }))}
                    aria-invalid={dropoffDateError ? true : undefined}
                    aria-describedby={dropoffDateError ? 'car-dropoff-date-error' : undefined}
                  />
                  {dropoffDateError && (
                    <FieldError id="car-dropoff-date-error" role="alert">
                      {dropoffDateError}
                    </FieldError>
                  )}
                </FieldWrap>
                <FieldWrap>
                  <Label htmlFor="car-type">{t('form.carType')}</Label>
                  <Select
                    id="car-type"
                    value={state.carType}
                    onChange={(e) => setState((s) => ({ ...s, carType: e.target.value as RentalType }))}
                  >
                    {CAR_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`carTypes.${type}`)}
                      </option>
                    ))}
                  </Select>
                </FieldWrap>
              </>
            ) : (
              <FieldWrap>
                <Label htmlFor="car-passengers">{t('form.passengers')}</Label>
                <Select
                  id="car-passengers"
                  value={state.passengers}
                  onChange={(e) => setState((s) => ({ ...s, passengers: Number(e.target.value) }))}
                >
                  {TRANSFER_PASSENGERS.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </FieldWrap>
            )}
            <SubmitWrap>
              <Button type="submit" aria-disabled={search.isFetching || undefined} data-testid="car-search-submit">
                {search.isFetching ? t('form.searching') : t('form.search')}
              </Button>
            </SubmitWrap>
          </SearchFormCard>

          {/* Present before the results arrive, so that their count (or that none carries as many) is announced. */}
          <VisuallyHidden role="status" data-testid="results-status">
            {submitted !== null && results
              ? results.options.length === 0
                ? noneText(results)
                : t('results.count', { count: results.options.length })
              : ''}
          </VisuallyHidden>

          {submitted === null ? (
            <>
              <ServiceCards />
              <FeatureCards />
            </>
          ) : search.isPending ? (
            <Spinner />
          ) : searchError ? (
            <ErrorPanel
              title={searchRefused ? (refusal(searchError.message) ?? t('results.refused')) : t('results.failed')}
              // The API refused this search (same places, a date out of range): asking again cannot succeed, the form can.
              onRetry={searchRefused ? undefined : () => void search.refetch()}
            />
          ) : search.data ? (
            <section aria-labelledby="transfers-results" aria-busy={search.isFetching}>
              <h2 id="transfers-results" ref={resultsHeading} tabIndex={-1}>
                {t('results.title')}
              </h2>
              <Muted data-testid="results-summary">
                {search.data.serviceType === 'car_rental'
                  ? t('results.summaryRental', {
                      // "4 days", "4 أيام": the plural forms of each language.
                      days: t('results.days', { count: search.data.days }),
                      from: formatDate(search.data.pickupDate, i18n.language),
                      to: formatDate(search.data.dropoffDate ?? search.data.pickupDate, i18n.language),
                    })
                  : t('results.summaryTransfer', {
                      from: placeName(search.data.pickup.code, search.data.pickup.name),
                      to: placeName(search.data.dropoff.code, search.data.dropoff.name),
                      distance: formatDecimal(search.data.distanceKm, i18n.language),
                    })}
              </Muted>
              {/* The car type asked for is not offered (staff took it off the site): say so above the others. */}
              {submitted?.carType &&
                search.data.options.length > 0 &&
                !search.data.options.some((option) => option.type === submitted.carType) && (
                  <Muted data-testid="type-unavailable">{t('results.typeUnavailable', { type: t(`carTypes.${submitted.carType}`) })}</Muted>
                )}
              {/* The vehicles' prices are before tax, which the booking step's price adds. */}
              {search.data.options.length > 0 && <Muted data-testid="results-tax-note">{t('taxNote')}</Muted>}
              {search.data.options.length === 0 ? (
                <Muted data-testid="results-none">{noneText(search.data)}</Muted>
              ) : (
                <Results>
                  {search.data.options.map((option) => (
                    <VehicleCard
                      key={option._id}
                      option={option}
                      selectRef={(button) => {
                        if (button) selectButtons.current.set(option._id, button);
                        return () => {
                          selectButtons.current.delete(option._id);
                        };
                      }}
                      onSelect={() => {
                        setTime(defaultPickupTime(search.data.pickupDate));
                        setChosen(option);
                        setPicked(`${searchKey}#${option._id}`);
                        const next = new URLSearchParams(params);
                        next.set('vehicle', option._id);
                        setParams(next, { state: { fromResults: true } satisfies VehicleEntryState });
                      }}
                    />
                  ))}
                </Results>
              )}
            </section>
          ) : null}
        </>
      )}

      <RouteMapModal state={state} setState={setState} map={routeMap} config={config.data} configFailed={config.isError} />
    </TransfersPage>
  );
}
