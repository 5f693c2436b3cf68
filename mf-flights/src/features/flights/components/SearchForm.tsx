import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { AIRPORT_REGIONS } from '@trabzon/contracts/airports';
import { addDays, todayIso } from '@trabzon/dates';
import { Button, CheckboxLabel, DateField, FieldError, FieldWrap, Label, Select, focusFirstError } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import {
  CABINS,
  MAX_PASSENGERS,
  MIN_PASSENGERS,
  SEARCH_ERROR_VALUES,
  lastSearchableDay,
  swapped,
  validateSearch,
  type FlightSearch,
  type SearchErrors,
} from '../model/search';
import { FLIGHTS_NS } from '../i18n';

/* minmax(0, …) and min-inline-size: 0 throughout: a select is as wide as its longest airport name, and a
   fieldset as wide as its content, which pushed the form past a phone's width. */
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Trip = styled.fieldset`
  min-inline-size: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  border: none;
  margin: 0;
  padding: 0;
  legend {
    font-weight: 700;
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Route = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
  select {
    inline-size: 100%;
    min-inline-size: 0;
  }
`;

const Swap = styled.button`
  min-inline-size: 44px;
  min-block-size: 44px;
  margin-block-end: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.lg}px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* The icon reads in the page's direction. */
  span {
    display: inline-block;
  }
  [dir='rtl'] & span {
    transform: scaleX(-1);
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
`;

interface SearchFormProps {
  initial: FlightSearch;
  onSearch: (search: FlightSearch) => void;
  /** A select of the form has focus (its list may be open): the hero pauses. */
  onSelectActive?: (active: boolean) => void;
  busy?: boolean;
  /** The search came from a link and cannot run: say what is wrong with it at once. */
  showErrors?: boolean;
  /** A search was asked for and refused (its errors show): the page takes the last search's results away. */
  onRefused?: () => void;
}

/**
 * The flight search: trip type, airports grouped by region with a swap button, dates (departure
 * from today in Istanbul, return from the departure), passengers 1 to 9 and cabin. Errors show
 * once a field is left (react-hook-form, mode onTouched) and on submit; a refused search puts the
 * focus on the first wrong field, so its message (aria-describedby) is read.
 */
export function SearchForm({ initial, onSearch, onSelectActive, busy = false, showErrors = false, onRefused }: SearchFormProps) {
  const { t } = useTranslation(FLIGHTS_NS);
  const today = todayIso();
  const resolver = useMemo<Resolver<FlightSearch>>(
    () => async (values) => {
      const found: SearchErrors = validateSearch(values, todayIso());
      const errors = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, { type: 'validate', message: key }]));
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [],
  );
  const { register, control, handleSubmit, getValues, reset, setValue, formState, trigger } = useForm<FlightSearch>({
    mode: 'onTouched',
    defaultValues: initial,
    resolver,
    // The date fields (Controller) hand react-hook-form no element to focus: focusFirstError finds
    // the first wrong field of the page by its name instead.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const tripType = useWatch({ control, name: 'tripType' });
  const departureDate = useWatch({ control, name: 'departureDate' });
  const errors = formState.errors;

  // A link whose search cannot run (a past date, the same airport twice) shows why beside its fields, not a blank form.
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, initialKey, trigger]);

  // Switching to a round trip without a return date proposes one a week after the departure.
  useEffect(() => {
    if (tripType === 'roundTrip' && !getValues('returnDate')) setValue('returnDate', addDays(getValues('departureDate') || todayIso(), 7));
  }, [tripType, getValues, setValue]);
  const message = (key: string | undefined) => (key ? t(`search.errors.${key}`, SEARCH_ERROR_VALUES) : undefined);

  const selectFocus = {
    onFocus: () => onSelectActive?.(true),
    onBlurCapture: () => onSelectActive?.(false),
  };

  const airportOptions = AIRPORT_REGIONS.map((region) => (
    <optgroup key={region.id} label={t(`search.regions.${region.id}`)}>
      {region.airports.map((airport) => (
        <option key={airport.code} value={airport.code}>
          {t(`search.cities.${airport.code}`, { defaultValue: airport.city })} ({airport.code}) –{' '}
          {t(`search.airports.${airport.code}`, { defaultValue: airport.name })}
        </option>
      ))}
    </optgroup>
  ));

  const submit = handleSubmit(
    (values) =>
      onSearch({ ...values, passengers: Number(values.passengers), returnDate: values.tripType === 'oneWay' ? '' : values.returnDate }),
    (found) => {
      focusFirstError(formRef.current, Object.keys(found));
      onRefused?.();
    },
  );

  return (
    <Form
      ref={formRef}
      onSubmit={(event) => {
        // The search under way is the one asked for: a second press (or Enter) does not start another.
        if (busy) event.preventDefault();
        else void submit(event);
      }}
      noValidate
      aria-label={t('search.title')}
      data-testid="flight-search-form"
    >
      <Trip>
        <legend>{t('search.tripType')}</legend>
        <CheckboxLabel>
          <input type="radio" value="roundTrip" {...register('tripType')} />
          {t('search.roundTrip')}
        </CheckboxLabel>
        <CheckboxLabel>
          <input type="radio" value="oneWay" {...register('tripType')} />
          {t('search.oneWay')}
        </CheckboxLabel>
      </Trip>

      <Route>
        <FieldWrap>
          <Label htmlFor="flight-origin">{t('search.origin')}</Label>
          <Select
            id="flight-origin"
            {...register('originCode', { onBlur: selectFocus.onBlurCapture })}
            onFocus={selectFocus.onFocus}
            aria-invalid={errors.originCode ? true : undefined}
            aria-describedby={errors.originCode ? 'flight-origin-error' : undefined}
          >
            {airportOptions}
          </Select>
          {errors.originCode && <FieldError id="flight-origin-error">{message(errors.originCode.message)}</FieldError>}
        </FieldWrap>
        <Swap
          type="button"
          aria-label={t('search.swap')}
          title={t('search.swap')}
          data-testid="flight-swap"
          onClick={() => {
            const next = swapped(getValues());
            setValue('originCode', next.originCode, { shouldValidate: formState.isSubmitted });
            setValue('destinationCode', next.destinationCode, { shouldValidate: formState.isSubmitted });
          }}
        >
          <span aria-hidden="true">⇄</span>
        </Swap>
        <FieldWrap>
          <Label htmlFor="flight-destination">{t('search.destination')}</Label>
          <Select
            id="flight-destination"
            {...register('destinationCode', { onBlur: selectFocus.onBlurCapture })}
            onFocus={selectFocus.onFocus}
            aria-invalid={errors.destinationCode ? true : undefined}
            aria-describedby={errors.destinationCode ? 'flight-destination-error' : undefined}
          >
            {airportOptions}
          </Select>
          {errors.destinationCode && (
            <FieldError id="flight-destination-error" data-testid="flight-destination-error">
              {message(errors.destinationCode.message)}
            </FieldError>
          )}
        </FieldWrap>
      </Route>

      <Row>
        <Controller
          control={control}
          name="departureDate"
          render={({ field }) => (
            <DateField
              label={t('search.departureDate')}
              name="departureDate"
              value={field.value}
              min={today}
              max={lastSearchableDay(today)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message(errors.departureDate?.message) ?? null}
            />
          )}
        />
        {tripType === 'roundTrip' && (
          <Controller
            control={control}
            name="returnDate"
            render={({ field }) => (
              <DateField
                label={t('search.returnDate')}
                name="returnDate"
                value={field.value}
                min={departureDate || today}
                max={lastSearchableDay(today)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message(errors.returnDate?.message) ?? null}
              />
            )}
          />
        )}
        <FieldWrap>
          <Label htmlFor="flight-passengers">{t('search.passengers')}</Label>
          <Select
            id="flight-passengers"
            {...register('passengers', { valueAsNumber: true, onBlur: selectFocus.onBlurCapture })}
            onFocus={selectFocus.onFocus}
            aria-invalid={errors.passengers ? true : undefined}
            aria-describedby={errors.passengers ? 'flight-passengers-error' : undefined}
          >
            {Array.from({ length: MAX_PASSENGERS - MIN_PASSENGERS + 1 }, (_, i) => i + MIN_PASSENGERS).map((n) => (
              <option key={n} value={n}>
                {t('search.passengerCount', { count: n })}
              </option>
            ))}
          </Select>
          {errors.passengers && <FieldError id="flight-passengers-error">{message(errors.passengers.message)}</FieldError>}
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor="flight-cabin">{t('search.cabin')}</Label>
          <Select id="flight-cabin" {...register('cabinClass', { onBlur: selectFocus.onBlurCapture })} onFocus={selectFocus.onFocus}>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`cabins.${cabin}`)}
              </option>
            ))}
          </Select>
        </FieldWrap>
      </Row>
      {/* While a search runs it stays focusable (aria-disabled, not disabled, which drops the focus to <body>); a press is ignored. */}
      <Button type="submit" aria-disabled={busy || undefined} data-testid="flight-search-submit">
        {t('search.submit')}
      </Button>
      {/* A recent search or the URL changes the form's values from outside. */}
      <ResetOn initial={initial} reset={reset} />
    </Form>
  );
}

/** Puts the form back to `initial` whenever the search it stands for changes (URL, recent search). */
function ResetOn({ initial, reset }: { initial: FlightSearch; reset: (values: FlightSearch) => void }) {
  const key = JSON.stringify(initial);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    reset(JSON.parse(key) as FlightSearch);
  }, [key, reset]);
  return null;
}
