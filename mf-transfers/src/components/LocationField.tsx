import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { LocationCode } from '@trabzon/api-client';
import { Button, FieldError, FieldWrap, Input, Label, Select } from '@trabzon/ui';
import { useTranslation } from '@trabzon/i18n';
import { PLACE_CODES } from '@trabzon/contracts/constants';
import { formatPoint, type LatLng, type Which } from '../model/search';
import { MapIcon } from './icons';

/**
 * The select and its map button. The select keeps its longest option's width while the field has
 * room for it (the map button wraps below rather than cut "Custom location (map)").
 */
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  > select {
    flex: 1 1 auto;
    min-inline-size: min(100%, max-content);
  }
`;

/** Edit and Remove of a map point, under its coordinates. */
const PointActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The field's box: the search form sizes it by its content (the longest place name). */
export const PlaceFieldWrap = styled(FieldWrap)``;

/** As tall as the select beside it (the kit's fields are 44px, its buttons 40). */
const MapButton = styled(Button)`
  flex: none;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(3)};
`;

/**
 * A disabled box cannot be scrolled: it has a line of its own, never narrower than its text
 * ("41.00150, 39.71780", 18 characters, each digit 1ch wide), so the whole point is readable.
 */
const Coordinates = styled(Input)`
  direction: ltr;
  text-align: start;
  font-variant-numeric: tabular-nums;
  inline-size: 100%;
  min-inline-size: calc(19ch + 2 * ${({ theme }) => theme.space(3)} + 2px);
`;

interface LocationFieldProps {
  which: Which;
  label: string;
  value: LocationCode;
  point: LatLng | null;
  onSelect: (code: LocationCode) => void;
  onOpenMap: () => void;
  onRemove: () => void;
  /** The form's problem with this end (the same place at both ends), said under the field. */
  error?: string | null;
}

/**
 * A pickup or drop-off: the six places in a select with a map button; once a map point is chosen
 * the select shows CUSTOM, and a disabled text box shows its coordinates with edit and remove buttons.
 */
export function LocationField({ which, label, value, point, onSelect, onOpenMap, onRemove, error = null }: LocationFieldProps) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const errorId = `${id}-error`;
  const custom = value === 'CUSTOM' && point !== null;
  const mapLabel = which === 'pickup' ? t('form.openMapPickup') : t('form.openMapDropoff');
  // The remove button vanishes with the point: the focus goes to the select, which then names the place it fell back to.
  const select = useRef<HTMLSelectElement>(null);
  const removing = useRef(false);
  useEffect(() => {
    if (custom || !removing.current) return;
    removing.current = false;
    select.current?.focus();
  }, [custom]);
  const remove = () => {
    removing.current = true;
    onRemove();
  };
  return (
    <PlaceFieldWrap data-testid={`${which}-field`}>
      <Label htmlFor={id}>{label}</Label>
      <Line>
        <Select
          ref={select}
          id={id}
          name={which}
          value={value}
          onChange={(event) => onSelect(event.target.value as LocationCode)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={`${which}-select`}
        >
          {PLACE_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`places.${code}`)}
            </option>
          ))}
          {custom && <option value="CUSTOM">{t('places.CUSTOM')}</option>}
        </Select>
        <MapButton
          type="button"
          $variant="secondary"
          onClick={onOpenMap}
          aria-label={mapLabel}
          title={mapLabel}
          data-testid={`${which}-map-button`}
        >
          <MapIcon size={20} />
        </MapButton>
      </Line>
      {custom && (
        <>
          <Coordinates
            disabled
            value={formatPoint(point)}
            aria-label={t('form.customPoint')}
            data-testid={`${which}-coordinates`}
            readOnly
          />
          <PointActions>
            <Button type="button" $variant="secondary" onClick={onOpenMap} aria-label={t('form.editPoint')} data-testid={`${which}-edit`}>
              {t('form.edit')}
            </Button>
            <Button type="button" $variant="secondary" onClick={remove} aria-label={t('form.removePoint')} data-testid={`${which}-remove`}>
              {t('form.remove')}
            </Button>
          </PointActions>
        </>
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </PlaceFieldWrap>
  );
}
