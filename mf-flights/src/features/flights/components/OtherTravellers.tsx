import styled from 'styled-components';
import { useMemo } from 'react';
import { nationalityOptions } from '@trabzon/checkout';
import { formatDate, useTranslation } from '@trabzon/i18n';
import { DateField, FieldError, FieldWrap, Label, Select, TextField } from '@trabzon/ui';
import { FLIGHTS_NS } from '../i18n';
import {
  COMPANION_NAME_MAX,
  birthDateLimits,
  companionMessage,
  companionPath,
  type Companion,
  type CompanionErrors,
  type CompanionField,
} from '../model/travellers';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
`;

export interface OtherTravellersProps {
  others: readonly Companion[];
  errors: CompanionErrors;
  onChange: (index: number, field: CompanionField, value: string) => void;
  /** A field was left (it is checked then, as the checkout's own fields are). */
  onLeave: (index: number, field: CompanionField) => void;
  /** Registers each input by its API path, so the first invalid one can take focus. */
  inputRef: (path: string) => (element: HTMLElement | null) => void;
  /** The day the last flight lands (YYYY-MM-DD): each document must still be valid then, and its message says so. */
  lastFlightDay: string;
}

/**
 * Travellers 2.. of the offer: each one's name, date of birth and travel document (as the contact
 * gives theirs), messages beside each field.
 */
export function OtherTravellers({ others, errors, onChange, onLeave, inputRef, lastFlightDay }: OtherTravellersProps) {
  const { t, i18n } = useTranslation(FLIGHTS_NS);
  const limits = birthDateLimits();
  const nationalities = useMemo(() => nationalityOptions(i18n.language), [i18n.language]);
  // Isolated, as the booking's summary writes its date: an Arabic sentence keeps it whole.
  const values = { date: `\u2068${formatDate(lastFlightDay, i18n.language)}\u2069` };

  const bound = (index: number, field: CompanionField) => ({
    ref: inputRef(companionPath(index, field)),
    name: `other-${index}-${field}`,
    error: companionMessage(errors[companionPath(index, field)], t, values),
    onBlur: () => onLeave(index, field),
  });

  // Not the browser's own name: that is the contact's, already asked above.
  const name = (index: number, field: 'firstName' | 'lastName') => (
    <TextField
      {...bound(index, field)}
      label={t(`booking.${field}`)}
      autoComplete="off"
      maxLength={COMPANION_NAME_MAX}
      value={others[index]?.[field] ?? ''}
      onChange={(e) => onChange(index, field, e.target.value)}
    />
  );

  /** A select of the traveller's document: its message under it, tied to it for screen readers. */
  const choice = (index: number, field: 'nationality' | 'documentType', options: { value: string; label: string }[]) => {
    const id = `other-${index}-${field}`;
    const { ref, error, onBlur } = bound(index, field);
    return (
      <FieldWrap>
        <Label htmlFor={id}>{t(`booking.${field}`)}</Label>
        <Select
          ref={ref}
          id={id}
          name={id}
          value={others[index]?.[field] ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(index, field, e.target.value)}
          onBlur={onBlur}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </FieldWrap>
    );
  };

  return (
    <fieldset data-testid="flight-other-travellers">
      <legend>{t('booking.otherTravellers')}</legend>
      {others.map((other, index) => (
        <fieldset key={index}>
          <legend>{t('booking.passengerN', { n: index + 2 })}</legend>
          <Row>
            {name(index, 'firstName')}
            {name(index, 'lastName')}
            <DateField
              {...bound(index, 'dateOfBirth')}
              label={t('booking.dateOfBirth')}
              value={other.dateOfBirth}
              onChange={(value) => onChange(index, 'dateOfBirth', value)}
              {...limits}
            />
          </Row>
          <Row>
            {choice(
              index,
              'nationality',
              nationalities.map(({ code, name }) => ({ value: code, label: name })),
            )}
            {choice(index, 'documentType', [
              { value: 'passport', label: t('booking.documentTypes.passport') },
              { value: 'idCard', label: t('booking.documentTypes.idCard') },
            ])}
            <TextField
              {...bound(index, 'documentNumber')}
              label={t('booking.documentNumber')}
              autoComplete="off"
              dir="ltr"
              maxLength={20}
              value={other.documentNumber}
              onChange={(e) => onChange(index, 'documentNumber', e.target.value)}
            />
            <DateField
              {...bound(index, 'documentExpiry')}
              label={t('booking.documentExpiry')}
              value={other.documentExpiry}
              onChange={(value) => onChange(index, 'documentExpiry', value)}
            />
          </Row>
        </fieldset>
      ))}
    </fieldset>
  );
}
