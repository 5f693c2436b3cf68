import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Label, Muted } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { HOTELS_NS } from '../../i18n';
import { useDebouncedValue } from '../../lib/hooks';
import { HOTEL_PRICE_FILTER_MAX } from '@trabzon/contracts/constants';
import { clampPrice, orderedPriceRange, type PriceBounds } from './filters';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 100%;
    min-width: 0;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Says the fields were swapped; always in the page (empty, it takes no space), so a screen reader reads it. */
const SwapNote = styled(Muted)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm}px;
  &:not(:empty) {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
`;

const toText = (value: number | null) => (value === null ? '' : String(value));
const toNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  // Above the highest price searched is that price (the field then shows it, as a swap shows the swapped range).
  return Number.isFinite(value) && value >= 0 ? clampPrice(value) : null;
};

interface PriceRangeProps {
  min: number | null;
  max: number | null;
  onChange: (range: PriceBounds) => void;
}

/** Minimum and maximum price per night; typing settles for half a second before the search runs. */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const { t } = useTranslation(HOTELS_NS);
  const id = useId();
  const [minText, setMinText] = useState(toText(min));
  const [maxText, setMaxText] = useState(toText(max));
  const settled = useDebouncedValue(`${minText}|${maxText}`, 500);
  // The range last applied by swapping what was typed; its note shows while the list searches it.
  const [swappedTo, setSwappedTo] = useState<PriceBounds | null>(null);
  const showsSwap = swappedTo !== null && swappedTo.minPrice === min && swappedTo.maxPrice === max;

  // The URL changed from elsewhere (reset, back button): show its values.
  useEffect(() => setMinText(toText(min)), [min]);
  useEffect(() => setMaxText(toText(max)), [max]);

  useEffect(() => {
    const [settledMin = '', settledMax = ''] = settled.split('|');
    const typed = { minPrice: toNumber(settledMin), maxPrice: toNumber(settledMax) };
    const range = orderedPriceRange(typed);
    // A minimum above the maximum is searched swapped: the fields show so, not what was typed.
    if (range.minPrice !== typed.minPrice) {
      setMinText(toText(range.minPrice));
      setMaxText(toText(range.maxPrice));
      setSwappedTo(range);
    } else {
      // A price above the highest searched shows as that price (also when the list already searches it).
      if (Number(settledMin) > HOTEL_PRICE_FILTER_MAX) setMinText(toText(range.minPrice));
      if (Number(settledMax) > HOTEL_PRICE_FILTER_MAX) setMaxText(toText(range.maxPrice));
    }
    if (range.minPrice !== min || range.maxPrice !== max) onChange(range);
    // Only a settled edit searches: min, max and onChange are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: the URL's values must not trigger a search
  }, [settled]);

  const editMin = (text: string) => {
    setSwappedTo(null);
    setMinText(text);
  };
  const editMax = (text: string) => {
    setSwappedTo(null);
    setMaxText(text);
  };

  const minValue = toNumber(minText);
  const maxValue = toNumber(maxText);
  const crossed = minValue !== null && maxValue !== null && minValue > maxValue;

  return (
    <fieldset>
      <legend>{t('filters.price')}</legend>
      <Row>
        <Field>
          <Label htmlFor={`${id}-min`}>{t('filters.minPrice')}</Label>
          <Input
            id={`${id}-min`}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            max={HOTEL_PRICE_FILTER_MAX}
            step={1}
            value={minText}
            placeholder="0"
            onChange={(event) => editMin(event.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-max`}>{t('filters.maxPrice')}</Label>
          <Input
            id={`${id}-max`}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            max={HOTEL_PRICE_FILTER_MAX}
            step={1}
            value={maxText}
            placeholder={t('filters.noLimit')}
            aria-describedby={crossed ? `${id}-crossed` : undefined}
            onChange={(event) => editMax(event.target.value)}
          />
        </Field>
      </Row>
      {crossed && <FieldError id={`${id}-crossed`}>{t('filters.priceCrossed')}</FieldError>}
      <SwapNote role="status" data-testid="price-swapped">
        {showsSwap ? t('filters.priceSwapped') : ''}
      </SwapNote>
    </fieldset>
  );
}
