import { useId } from 'react';
import styled from 'styled-components';
import type { Destination } from '@trabzon/api-client';
import { Button, FieldWrap, Label, Select } from '@trabzon/ui';
import { useTranslation, formatCountry } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { MAX_NIGHTS, addDays, cappedCheckOut, latestCheckIn, todayIso } from '../../lib/dates';
import { StayCapNotice, useStayNotices } from '../../components/StayCapNotice';
import { StayDateInput } from '../../components/StayDateInput';
import { GUEST_OPTIONS, STAR_OPTIONS, normalizeDates, type HotelFilters } from './filters';
import { PriceRange } from './PriceRange';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  fieldset {
    border: none;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm}px;
    margin-block-end: ${({ theme }) => theme.space(1)};
    padding: 0;
  }
  select,
  input {
    width: 100%;
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${({ theme }) => theme.space(2)};
`;

interface FilterPanelProps {
  filters: HotelFilters;
  destinations: Destination[];
  /** The destination the URL names, when it matches one of the list (its value in the select). */
  selectedDestination: string;
  onChange: (patch: Partial<HotelFilters>) => void;
  onReset: () => void;
}

/** The list's filters: destination, dates, guests, stars and price per night. */
export function FilterPanel({ filters, destinations, selectedDestination, onChange, onReset }: FilterPanelProps) {
  const { t, i18n } = useTranslation(HOTELS_NS);
  const id = useId();
  const today = todayIso();
  // The dates are optional: a check-in typed in the past clears them (normalizeDates), and so does an
  // emptied one (the dates go together; emptied, they are "any dates").
  const notices = useStayNotices('cleared', today);
  // Said only when there were dates to clear.
  const clearDates = () => {
    notices.emptied(filters.checkIn || filters.checkOut ? { kind: 'cleared' } : null);
    onChange({ checkIn: '', checkOut: '' });
  };

  const setCheckIn = (checkIn: string) => {
    if (!checkIn) return clearDates();
    const dates = normalizeDates(checkIn, filters.checkOut, today);
    notices.checkInChanged(checkIn, filters.checkOut, dates);
    onChange(dates);
  };
  const setCheckOut = (checkOut: string) => {
    if (!checkOut) return clearDates();
    // A check-out without a check-in starts the stay the night before (or today).
    const checkIn = filters.checkIn || (addDays(checkOut, -1) < today ? today : addDays(checkOut, -1));
    // Cut to the longest stay, as normalizeDates would drop it to one night (as it does a check-out on
    // or before the check-in, a past day among them).
    const capped = cappedCheckOut(checkIn, checkOut);
    notices.checkOutChanged(checkOut, checkIn, capped);
    onChange(normalizeDates(checkIn, capped ?? checkOut, today));
  };

  return (
    <Form role="search" aria-label={t('filters.title')} onSubmit={(event) => event.preventDefault()}>
      <FieldWrap>
        <Label htmlFor={`${id}-destination`}>{t('filters.destination')}</Label>
        <Select
          id={`${id}-destination`}
          name="destination"
          value={selectedDestination}
          onChange={(event) => onChange({ destination: event.target.value })}
        >
          <option value="">{t('filters.anyDestination')}</option>
          {selectedDestination && !destinations.some((d) => d.slug === selectedDestination) && (
            <option value={selectedDestination}>{selectedDestination}</option>
          )}
          {destinations.map((destination) => (
            <option key={destination._id} value={destination.slug}>
              {t('filters.destinationOption', { name: destination.name, country: formatCountry(destination.country, i18n.language) })}
            </option>
          ))}
        </Select>
      </FieldWrap>

      <Dates>
        <FieldWrap>
          <Label htmlFor={`${id}-checkin`}>{t('filters.checkIn')}</Label>
          <StayDateInput
            id={`${id}-checkin`}
            name="checkIn"
            min={today}
            max={latestCheckIn(today)}
            value={filters.checkIn}
            onApply={setCheckIn}
          />
        </FieldWrap>
        <FieldWrap>
          <Label htmlFor={`${id}-checkout`}>{t('filters.checkOut')}</Label>
          <StayDateInput
            id={`${id}-checkout`}
            name="checkOut"
            min={addDays(filters.checkIn || today, 1)}
            max={filters.checkIn ? addDays(filters.checkIn, MAX_NIGHTS) : undefined}
            value={filters.checkOut}
            onApply={setCheckOut}
          />
        </FieldWrap>
      </Dates>
      <StayCapNotice {...notices.props} />

      <FieldWrap>
        <Label htmlFor={`${id}-guests`}>{t('filters.guests')}</Label>
        <Select
          id={`${id}-guests`}
          name="guests"
          value={filters.guests === null ? '' : String(filters.guests)}
          onChange={(event) => onChange({ guests: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('filters.anyGuests')}</option>
          {GUEST_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {t('guests', { count: n })}
            </option>
          ))}
        </Select>
      </FieldWrap>

      <FieldWrap>
        <Label htmlFor={`${id}-stars`}>{t('filters.stars')}</Label>
        <Select
          id={`${id}-stars`}
          name="starRating"
          value={String(filters.stars)}
          onChange={(event) => onChange({ stars: Number(event.target.value) })}
        >
          {STAR_OPTIONS.map((stars) => (
            <option key={stars} value={stars}>
              {stars === 0 ? t('filters.anyStars') : stars === 5 ? t('filters.fiveStars') : t('filters.starsAtLeast', { value: stars })}
            </option>
          ))}
        </Select>
      </FieldWrap>

      <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={({ minPrice, maxPrice }) => onChange({ minPrice, maxPrice })} />

      <Button type="button" $variant="secondary" onClick={onReset} data-testid="filters-reset">
        {t('filters.reset')}
      </Button>
    </Form>
  );
}
